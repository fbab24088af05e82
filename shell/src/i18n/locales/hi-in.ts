import type { ShellStrings } from '../types';

const hiIn: ShellStrings = {
  app: { title: 'Switchboard', beta: 'बीटा' },
  topbar: {
    addTicket: 'टिकट जोड़ें',
    toggleMenu: 'मेनू दिखाएँ या छिपाएँ',
    closeMenu: 'मेनू बंद करें',
    organizationLogo: '{{name}} का लोगो',
  },
  notifications: {
    title: 'सूचनाएँ',
    bellLabel: 'सूचनाएँ (अपठित: {{count}})',
    loading: 'सूचनाएँ लोड हो रही हैं…',
  },
  profile: {
    open: '{{name}} की प्रोफ़ाइल',
    language: 'भाषा',
    searchLanguage: 'भाषा खोजें',
    logout: 'लॉग आउट',
  },
  nav: {
    label: 'मुख्य नेविगेशन',
    help: 'सहायता',
  },
  docs: {
    title: 'सहायता',
    loading: 'सहायता पृष्ठ लोड हो रहा है…',
    close: 'बंद करें',
    openInNewTab: 'नए टैब में खोलें',
    errorTitle: 'सहायता पृष्ठ लोड नहीं हो सका',
    errorDetail: 'सहायता साइट ने जवाब नहीं दिया। बाद में फिर से प्रयास करें।',
  },
  docPages: {
    dashboard: 'डैशबोर्ड',
    'tickets-list': 'टिकट सूची',
    'tickets-details': 'टिकट विवरण',
    'tickets-merge': 'टिकट मर्ज करना',
    categories: 'श्रेणियाँ',
    customers: 'ग्राहक',
    settings: 'सेटिंग्स',
    users: 'उपयोगकर्ता',
    roles: 'भूमिकाएँ',
    divisions: 'प्रभाग',
    'user-groups': 'उपयोगकर्ता समूह',
    organization: 'संगठन',
    schedules: 'समय-सारणियाँ',
    sla: 'सेवा स्तर समझौते',
    'data-action-templates': 'डेटा एक्शन टेम्पलेट',
    'data-action-authorizations': 'डेटा एक्शन प्राधिकरण',
    status: 'टिकट स्थितियाँ',
    oauth: 'OAuth क्लाइंट',
    workflows: 'वर्कफ़्लो',
    'email-domain': 'ईमेल डोमेन',
    'email-templates': 'ईमेल टेम्पलेट',
  },
  remote: {
    loading: 'यह अनुभाग लोड हो रहा है…',
    versionMismatch:
      'यह अनुभाग Switchboard के असंगत संस्करण से है (अनुभाग {{remoteVersion}}, ऐप {{shellVersion}})। पेज फिर से लोड करें; यदि यह संदेश बना रहे, तो अपने व्यवस्थापक से मेल खाते संस्करण तैनात करने को कहें।',
  },
  layout: { userLoadFailed: 'आपकी प्रोफ़ाइल लोड नहीं हो सकी' },
  permission: {
    title: 'अनुमति नहीं है',
    message: 'आपको यह पृष्ठ खोलने की अनुमति नहीं है।',
    detail: 'आपकी भूमिका आपको यहाँ पहुँच नहीं देती। किसी व्यवस्थापक से ज़रूरी अनुमति वाली भूमिका माँगें, फिर दोबारा साइन इन करें।',
  },
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    message: 'आपका माँगा गया पृष्ठ मौजूद नहीं है या हटा दिया गया है।',
    home: 'होम पर वापस जाएँ',
  },
  pages: {
    install: 'Switchboard इंस्टॉल करें',
    createTicket: 'टिकट बनाएँ',
    verifyEmail: 'अपना ईमेल सत्यापित करें',
    agentWidget: 'एजेंट विजेट',
    agentWidgetMain: 'एजेंट विजेट',
    agentWidgetTicket: 'एजेंट विजेट: टिकट',
  },
  boot: {
    failed: 'Switchboard शुरू नहीं हो सका',
    reload: 'फिर से लोड करें',
  },
};

export default hiIn;
