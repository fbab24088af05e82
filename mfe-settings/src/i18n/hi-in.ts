import type { SettingsMessages } from './types';

/** Hindi strings of the `settings` namespace: their own chunk, fetched only when Hindi is in use. */
const hiIn: SettingsMessages = {
  index: {
    title: 'सेटिंग्स',
    intro: 'चुनें कि क्या कॉन्फ़िगर करना है। आपको वही क्षेत्र दिखते हैं जिन्हें आपकी भूमिका खोल सकती है।',
  },
  groups: {
    access: 'लोग और पहुँच',
    organization: 'संगठन',
    ticketing: 'टिकटिंग',
    email: 'ईमेल',
    integrations: 'इंटीग्रेशन',
  },
  areas: {
    users: { name: 'उपयोगकर्ता', description: 'एजेंटों को आमंत्रित करें और उनकी भूमिकाएँ व डिवीज़न तय करें।' },
    roles: { name: 'भूमिकाएँ', description: 'तय करें कि हर भूमिका क्या देख और कर सकती है।' },
    userGroups: { name: 'उपयोगकर्ता समूह', description: 'काम और असाइनमेंट साझा करने वाले एजेंटों का समूह बनाएँ।' },
    divisions: { name: 'डिवीज़न', description: 'संगठन को अपने-अपने काम वाले डिवीज़न में बाँटें।' },
    organization: { name: 'संगठन', description: 'नाम, लोगो और क्षेत्रीय डिफ़ॉल्ट।' },
    schedules: { name: 'शेड्यूल', description: 'कार्य समय और छुट्टियाँ जिनके अनुसार SLA टाइमर चलते हैं।' },
    status: { name: 'स्थितियाँ', description: 'टिकट की स्थितियाँ और वह क्रम जिसमें टिकट उनसे गुज़रते हैं।' },
    sla: { name: 'SLA नीतियाँ', description: 'हर प्राथमिकता के लिए जवाब और समाधान के लक्ष्य।' },
    workflows: { name: 'वर्कफ़्लो', description: 'टिकट बदलने पर होने वाले काम स्वचालित करें।' },
    emailDomain: { name: 'ईमेल डोमेन', description: 'वे डोमेन जो सहायता ईमेल भेजते और पाते हैं।' },
    emailTemplates: { name: 'ईमेल टेम्पलेट', description: 'वे ईमेल जो आपके ग्राहक आपसे पाते हैं।' },
    dataActions: { name: 'डेटा क्रियाएँ', description: 'बाहरी सिस्टम को कॉल करने के लिए टेम्पलेट और प्राधिकरण।' },
    oauth: { name: 'OAuth क्लाइंट', description: 'API का उपयोग करने वाले ऐप्लिकेशन के क्रेडेंशियल।' },
  },
  dataActions: {
    templates: 'टेम्पलेट',
    authorizations: 'प्राधिकरण',
  },
  pages: {
    templateCreate: 'नया डेटा क्रिया टेम्पलेट',
    templateDetails: 'डेटा क्रिया टेम्पलेट',
    authorizationCreate: 'नया प्राधिकरण',
    authorizationDetails: 'प्राधिकरण',
    statusCreate: 'नई स्थिति',
    statusDetails: 'स्थिति',
    divisionDetails: 'डिवीज़न',
    oauthCreate: 'नया OAuth क्लाइंट',
    oauthDetails: 'OAuth क्लाइंट',
    roleCreate: 'नई भूमिका',
    roleDetails: 'भूमिका',
    slaCreate: 'नई SLA नीति',
    slaDetails: 'SLA नीति',
    userDetails: 'उपयोगकर्ता',
    scheduleCreate: 'नया शेड्यूल',
    scheduleDetails: 'शेड्यूल',
    workflowCreate: 'नया वर्कफ़्लो',
    workflowDetails: 'वर्कफ़्लो',
    emailDomainCreate: 'नया ईमेल डोमेन',
    emailDomainDetails: 'ईमेल डोमेन',
    emailTemplateCreate: 'नया ईमेल टेम्पलेट',
    emailTemplateDetails: 'ईमेल टेम्पलेट',
    userGroupCreate: 'नया उपयोगकर्ता समूह',
    userGroupDetails: 'उपयोगकर्ता समूह',
  },
};

export default hiIn;
