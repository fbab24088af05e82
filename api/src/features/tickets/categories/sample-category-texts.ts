import type { Locale } from '@switchboard/shared/contracts';

/** What a sample category shows in one language: its name, description, and per field key the name, placeholder and option labels (by option value). */
export interface SampleCategoryTexts {
  name: string;
  description: string;
  fields: Record<string, string>;
  placeholders?: Record<string, string>;
  options: Record<string, string>;
}

export type SampleKey = 'billing' | 'delivery' | 'technical_issue';

/**
 * The sample categories' texts in every language but English (English is what is stored). Example
 * codes (INV-2024-0001, ORD-12345, 0.00, an email address, "1. …") and the PayPal brand are not
 * translated: they read the same everywhere.
 */
export const SAMPLE_CATEGORY_TRANSLATIONS: Record<Exclude<Locale, 'en-us'>, Record<SampleKey, SampleCategoryTexts>> = {
  'de-de': {
    billing: {
      name: 'Abrechnung',
      description: 'Rechnungen, Belastungen und Erstattungen',
      fields: { invoice_number: 'Rechnungsnummer', amount: 'Betrag', billing_email: 'E-Mail für Rechnungen', payment_method: 'Zahlungsart', charged_on: 'Belastet am' },
      options: { credit_card: 'Kreditkarte', bank_transfer: 'Banküberweisung', paypal: 'PayPal' },
    },
    delivery: {
      name: 'Lieferung',
      description: 'Bestellungen, die verspätet, beschädigt oder unvollständig sind',
      fields: { order_number: 'Bestellnummer', expected_delivery: 'Erwartete Lieferung', problems: 'Was ist schiefgelaufen', delivery_address: 'Lieferadresse', left_with_neighbour: 'Beim Nachbarn abgegeben' },
      placeholders: { delivery_address: 'Straße, Ort, Postleitzahl' },
      options: { late: 'Verspätet', damaged: 'Beschädigt', missing_items: 'Fehlende Artikel', wrong_item: 'Falscher Artikel' },
    },
    technical_issue: {
      name: 'Technisches Problem',
      description: 'Etwas im Produkt funktioniert nicht',
      fields: { product: 'Produkt', occurred_at: 'Wann ist es passiert', steps: 'Schritte zum Nachvollziehen', error_code: 'Fehlercode', blocking: 'Blockiert meine Arbeit', contact_email: 'Kontakt-E-Mail' },
      options: { web_app: 'Web-App', mobile_app: 'Mobile App', api: 'API' },
    },
  },
  'es-es': {
    billing: {
      name: 'Facturación',
      description: 'Facturas, cargos y reembolsos',
      fields: { invoice_number: 'Número de factura', amount: 'Importe', billing_email: 'Correo electrónico de facturación', payment_method: 'Método de pago', charged_on: 'Cobrado el' },
      options: { credit_card: 'Tarjeta de crédito', bank_transfer: 'Transferencia bancaria', paypal: 'PayPal' },
    },
    delivery: {
      name: 'Entrega',
      description: 'Pedidos que llegan tarde, dañados o incompletos',
      fields: { order_number: 'Número de pedido', expected_delivery: 'Entrega prevista', problems: 'Qué ha salido mal', delivery_address: 'Dirección de entrega', left_with_neighbour: 'Dejado a un vecino' },
      placeholders: { delivery_address: 'Calle, ciudad, código postal' },
      options: { late: 'Con retraso', damaged: 'Dañado', missing_items: 'Faltan artículos', wrong_item: 'Artículo equivocado' },
    },
    technical_issue: {
      name: 'Problema técnico',
      description: 'Algo del producto no funciona',
      fields: { product: 'Producto', occurred_at: 'Cuándo ocurrió', steps: 'Pasos para reproducirlo', error_code: 'Código de error', blocking: 'Bloquea mi trabajo', contact_email: 'Correo electrónico de contacto' },
      options: { web_app: 'Aplicación web', mobile_app: 'Aplicación móvil', api: 'API' },
    },
  },
  'fr-fr': {
    billing: {
      name: 'Facturation',
      description: 'Factures, prélèvements et remboursements',
      fields: { invoice_number: 'Numéro de facture', amount: 'Montant', billing_email: 'E-mail de facturation', payment_method: 'Moyen de paiement', charged_on: 'Débité le' },
      options: { credit_card: 'Carte bancaire', bank_transfer: 'Virement bancaire', paypal: 'PayPal' },
    },
    delivery: {
      name: 'Livraison',
      description: 'Commandes en retard, endommagées ou incomplètes',
      fields: { order_number: 'Numéro de commande', expected_delivery: 'Livraison prévue', problems: 'Quel est le problème', delivery_address: 'Adresse de livraison', left_with_neighbour: 'Laissé chez un voisin' },
      placeholders: { delivery_address: 'Rue, ville, code postal' },
      options: { late: 'En retard', damaged: 'Endommagé', missing_items: 'Articles manquants', wrong_item: 'Mauvais article' },
    },
    technical_issue: {
      name: 'Problème technique',
      description: 'Quelque chose ne fonctionne pas dans le produit',
      fields: { product: 'Produit', occurred_at: 'Quand cela s’est-il produit', steps: 'Étapes pour reproduire', error_code: 'Code d’erreur', blocking: 'Bloque mon travail', contact_email: 'E-mail de contact' },
      options: { web_app: 'Application web', mobile_app: 'Application mobile', api: 'API' },
    },
  },
  'nl-nl': {
    billing: {
      name: 'Facturering',
      description: 'Facturen, afschrijvingen en terugbetalingen',
      fields: { invoice_number: 'Factuurnummer', amount: 'Bedrag', billing_email: 'Factuur-e-mailadres', payment_method: 'Betaalmethode', charged_on: 'Afgeschreven op' },
      options: { credit_card: 'Creditcard', bank_transfer: 'Bankoverschrijving', paypal: 'PayPal' },
    },
    delivery: {
      name: 'Levering',
      description: 'Bestellingen die te laat, beschadigd of onvolledig zijn',
      fields: { order_number: 'Bestelnummer', expected_delivery: 'Verwachte levering', problems: 'Wat ging er mis', delivery_address: 'Afleveradres', left_with_neighbour: 'Bij de buren afgegeven' },
      placeholders: { delivery_address: 'Straat, plaats, postcode' },
      options: { late: 'Te laat', damaged: 'Beschadigd', missing_items: 'Ontbrekende artikelen', wrong_item: 'Verkeerd artikel' },
    },
    technical_issue: {
      name: 'Technisch probleem',
      description: 'Iets in het product werkt niet',
      fields: { product: 'Product', occurred_at: 'Wanneer gebeurde het', steps: 'Stappen om het te reproduceren', error_code: 'Foutcode', blocking: 'Blokkeert mijn werk', contact_email: 'Contact-e-mailadres' },
      options: { web_app: 'Webapp', mobile_app: 'Mobiele app', api: 'API' },
    },
  },
  'pt-pt': {
    billing: {
      name: 'Faturação',
      description: 'Faturas, cobranças e reembolsos',
      fields: { invoice_number: 'Número da fatura', amount: 'Montante', billing_email: 'E-mail de faturação', payment_method: 'Método de pagamento', charged_on: 'Cobrado em' },
      options: { credit_card: 'Cartão de crédito', bank_transfer: 'Transferência bancária', paypal: 'PayPal' },
    },
    delivery: {
      name: 'Entrega',
      description: 'Encomendas atrasadas, danificadas ou incompletas',
      fields: { order_number: 'Número da encomenda', expected_delivery: 'Entrega prevista', problems: 'O que correu mal', delivery_address: 'Morada de entrega', left_with_neighbour: 'Deixado com um vizinho' },
      placeholders: { delivery_address: 'Rua, localidade, código postal' },
      options: { late: 'Atrasada', damaged: 'Danificada', missing_items: 'Artigos em falta', wrong_item: 'Artigo errado' },
    },
    technical_issue: {
      name: 'Problema técnico',
      description: 'Algo no produto não funciona',
      fields: { product: 'Produto', occurred_at: 'Quando aconteceu', steps: 'Passos para reproduzir', error_code: 'Código de erro', blocking: 'Bloqueia o meu trabalho', contact_email: 'E-mail de contacto' },
      options: { web_app: 'Aplicação web', mobile_app: 'Aplicação móvel', api: 'API' },
    },
  },
  'ar-ae': {
    billing: {
      name: 'الفواتير',
      description: 'الفواتير والرسوم والمبالغ المستردة',
      fields: { invoice_number: 'رقم الفاتورة', amount: 'المبلغ', billing_email: 'البريد الإلكتروني للفواتير', payment_method: 'طريقة الدفع', charged_on: 'تاريخ الخصم' },
      options: { credit_card: 'بطاقة ائتمان', bank_transfer: 'تحويل بنكي', paypal: 'PayPal' },
    },
    delivery: {
      name: 'التوصيل',
      description: 'طلبات متأخرة أو تالفة أو غير مكتملة',
      fields: { order_number: 'رقم الطلب', expected_delivery: 'موعد التوصيل المتوقع', problems: 'ما المشكلة', delivery_address: 'عنوان التوصيل', left_with_neighbour: 'تُرك لدى أحد الجيران' },
      placeholders: { delivery_address: 'الشارع، المدينة، الرمز البريدي' },
      options: { late: 'متأخر', damaged: 'تالف', missing_items: 'عناصر ناقصة', wrong_item: 'عنصر خاطئ' },
    },
    technical_issue: {
      name: 'مشكلة تقنية',
      description: 'شيء ما في المنتج لا يعمل',
      fields: { product: 'المنتج', occurred_at: 'متى حدث ذلك', steps: 'خطوات تكرار المشكلة', error_code: 'رمز الخطأ', blocking: 'يعطّل عملي', contact_email: 'البريد الإلكتروني للتواصل' },
      options: { web_app: 'تطبيق الويب', mobile_app: 'تطبيق الجوال', api: 'واجهة API' },
    },
  },
  'hi-in': {
    billing: {
      name: 'बिलिंग',
      description: 'चालान, शुल्क और धनवापसी',
      fields: { invoice_number: 'चालान संख्या', amount: 'राशि', billing_email: 'बिलिंग ईमेल', payment_method: 'भुगतान का तरीका', charged_on: 'शुल्क की तारीख' },
      options: { credit_card: 'क्रेडिट कार्ड', bank_transfer: 'बैंक ट्रांसफ़र', paypal: 'PayPal' },
    },
    delivery: {
      name: 'डिलीवरी',
      description: 'ऐसे ऑर्डर जो देर से पहुँचे, खराब हालत में हैं या अधूरे हैं',
      fields: { order_number: 'ऑर्डर संख्या', expected_delivery: 'अपेक्षित डिलीवरी', problems: 'क्या गड़बड़ हुई', delivery_address: 'डिलीवरी का पता', left_with_neighbour: 'पड़ोसी के पास छोड़ा गया' },
      placeholders: { delivery_address: 'सड़क, शहर, पिन कोड' },
      options: { late: 'देर से', damaged: 'खराब हालत में', missing_items: 'सामान गायब', wrong_item: 'गलत सामान' },
    },
    technical_issue: {
      name: 'तकनीकी समस्या',
      description: 'उत्पाद में कुछ काम नहीं कर रहा है',
      fields: { product: 'उत्पाद', occurred_at: 'यह कब हुआ', steps: 'दोबारा करने के चरण', error_code: 'त्रुटि कोड', blocking: 'मेरा काम रुका हुआ है', contact_email: 'संपर्क ईमेल' },
      options: { web_app: 'वेब ऐप', mobile_app: 'मोबाइल ऐप', api: 'API' },
    },
  },
  'ru-ru': {
    billing: {
      name: 'Оплата',
      description: 'Счета, списания и возвраты',
      fields: { invoice_number: 'Номер счёта', amount: 'Сумма', billing_email: 'Email для счетов', payment_method: 'Способ оплаты', charged_on: 'Дата списания' },
      options: { credit_card: 'Кредитная карта', bank_transfer: 'Банковский перевод', paypal: 'PayPal' },
    },
    delivery: {
      name: 'Доставка',
      description: 'Заказы, которые опоздали, повреждены или неполные',
      fields: { order_number: 'Номер заказа', expected_delivery: 'Ожидаемая доставка', problems: 'Что пошло не так', delivery_address: 'Адрес доставки', left_with_neighbour: 'Оставлено у соседа' },
      placeholders: { delivery_address: 'Улица, город, почтовый индекс' },
      options: { late: 'Опоздание', damaged: 'Повреждено', missing_items: 'Не хватает товаров', wrong_item: 'Не тот товар' },
    },
    technical_issue: {
      name: 'Техническая проблема',
      description: 'Что-то в продукте не работает',
      fields: { product: 'Продукт', occurred_at: 'Когда это произошло', steps: 'Шаги для воспроизведения', error_code: 'Код ошибки', blocking: 'Мешает работать', contact_email: 'Контактный email' },
      options: { web_app: 'Веб-приложение', mobile_app: 'Мобильное приложение', api: 'API' },
    },
  },
  'zh-cn': {
    billing: {
      name: '账单',
      description: '发票、扣费和退款',
      fields: { invoice_number: '发票号', amount: '金额', billing_email: '账单邮箱', payment_method: '付款方式', charged_on: '扣费日期' },
      options: { credit_card: '信用卡', bank_transfer: '银行转账', paypal: 'PayPal' },
    },
    delivery: {
      name: '配送',
      description: '延迟、损坏或不完整的订单',
      fields: { order_number: '订单号', expected_delivery: '预计送达时间', problems: '出了什么问题', delivery_address: '收货地址', left_with_neighbour: '已交给邻居' },
      placeholders: { delivery_address: '街道、城市、邮编' },
      options: { late: '延迟', damaged: '损坏', missing_items: '缺少商品', wrong_item: '商品错误' },
    },
    technical_issue: {
      name: '技术问题',
      description: '产品中有功能无法正常使用',
      fields: { product: '产品', occurred_at: '何时发生', steps: '重现步骤', error_code: '错误代码', blocking: '影响我的工作', contact_email: '联系邮箱' },
      options: { web_app: '网页应用', mobile_app: '移动应用', api: 'API' },
    },
  },
};
