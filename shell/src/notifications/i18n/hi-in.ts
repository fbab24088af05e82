import type { NotificationStrings } from './types';

const hiIn: NotificationStrings = {
  title: 'सूचनाएँ',
  filterLabel: 'सूचनाएँ दिखाएँ',
  filter: { all: 'सभी', unread: 'अपठित', read: 'पठित' },
  markAllRead: 'सभी को पढ़ा हुआ चिह्नित करें',
  empty: 'कोई सूचना नहीं',
  loadFailed: 'सूचनाएँ लोड नहीं हो सकीं।',
  retry: 'फिर से प्रयास करें',
  loadingMore: 'और लोड हो रहा है…',
  unread: 'अपठित',
  someone: 'कोई',
  blocked: {
    title: 'ब्राउज़र सूचनाएँ अवरुद्ध हैं',
    detail: 'Switchboard के पृष्ठभूमि में रहते हुए नई गतिविधि की जानकारी पाने के लिए, अपने ब्राउज़र की सेटिंग में इस साइट के लिए सूचनाओं की अनुमति दें।',
  },
  offer: {
    title: 'ब्राउज़र सूचनाएँ पाएँ',
    detail: 'Switchboard के पृष्ठभूमि में रहते हुए नई गतिविधि की जानकारी पाएँ।',
    enable: 'चालू करें',
  },
  types: {
    ticket_assigned: '{{actor}} ने आपको एक टिकट सौंपा',
    ticket_group_assigned: '{{actor}} ने आपके समूह को एक टिकट सौंपा',
    status_update: '{{actor}} ने एक टिकट की स्थिति बदली',
    comment_mention: '{{actor}} ने एक टिप्पणी में आपका उल्लेख किया',
    comment_reply: '{{actor}} ने एक टिकट पर जवाब दिया',
    comment_note: '{{actor}} ने एक टिकट पर आंतरिक नोट जोड़ा',
    ticket_created: '{{actor}} ने एक नया टिकट खोला',
    ticket_escalation_on_time: 'एक टिकट सेवा-स्तर की समय-सीमा पर पहुँच गया',
    ticket_escalation_before: 'एक टिकट सेवा-स्तर की समय-सीमा के क़रीब है',
    ticket_escalation_after: 'एक टिकट सेवा-स्तर की समय-सीमा से आगे निकल गया',
    sync_users_success: 'उपयोगकर्ता सिंक हो गए',
    sync_users_failed: 'उपयोगकर्ता सिंक विफल रहा',
    sync_customers_success: 'ग्राहक सिंक हो गए',
    sync_customers_failed: 'ग्राहक सिंक विफल रहा',
  },
};
export default hiIn;
