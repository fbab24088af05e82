import { DEFAULT_LOCALE, LOCALES, type ErrorCode, type Locale } from '@switchboard/shared/contracts';

type Catalog = Record<ErrorCode, Record<Locale, string>>;

/** Error messages per code in every locale of DESIGN §13; `Accept-Language` picks one. */
export const ERROR_MESSAGES: Catalog = {
  VALIDATION_FAILED: {
    'en-us': 'Some fields are missing or invalid.',
    'es-es': 'Faltan algunos campos o no son válidos.',
    'fr-fr': 'Certains champs sont manquants ou invalides.',
    'de-de': 'Einige Felder fehlen oder sind ungültig.',
    'ru-ru': 'Некоторые поля не заполнены или заполнены неверно.',
    'pt-pt': 'Alguns campos estão em falta ou são inválidos.',
    'ar-ae': 'بعض الحقول مفقودة أو غير صالحة.',
    'zh-cn': '部分字段缺失或无效。',
    'hi-in': 'कुछ फ़ील्ड खाली हैं या अमान्य हैं।',
    'nl-nl': 'Sommige velden ontbreken of zijn ongeldig.',
  },
  UNAUTHENTICATED: {
    'en-us': 'Please sign in to continue.',
    'es-es': 'Inicie sesión para continuar.',
    'fr-fr': 'Veuillez vous connecter pour continuer.',
    'de-de': 'Bitte melden Sie sich an, um fortzufahren.',
    'ru-ru': 'Войдите, чтобы продолжить.',
    'pt-pt': 'Inicie sessão para continuar.',
    'ar-ae': 'يرجى تسجيل الدخول للمتابعة.',
    'zh-cn': '请登录后继续。',
    'hi-in': 'जारी रखने के लिए कृपया साइन इन करें।',
    'nl-nl': 'Meld u aan om verder te gaan.',
  },
  INVALID_CREDENTIALS: {
    'en-us': 'Invalid email or password.',
    'es-es': 'Correo electrónico o contraseña no válidos.',
    'fr-fr': 'Adresse e-mail ou mot de passe incorrect.',
    'de-de': 'E-Mail-Adresse oder Passwort ist falsch.',
    'ru-ru': 'Неверный адрес электронной почты или пароль.',
    'pt-pt': 'Email ou palavra-passe inválidos.',
    'ar-ae': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
    'zh-cn': '电子邮件或密码无效。',
    'hi-in': 'ईमेल या पासवर्ड गलत है।',
    'nl-nl': 'Ongeldig e-mailadres of wachtwoord.',
  },
  TOKEN_EXPIRED: {
    'en-us': 'Your session has expired. Please sign in again.',
    'es-es': 'Su sesión ha caducado. Vuelva a iniciar sesión.',
    'fr-fr': 'Votre session a expiré. Veuillez vous reconnecter.',
    'de-de': 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    'ru-ru': 'Срок действия сеанса истёк. Войдите снова.',
    'pt-pt': 'A sua sessão expirou. Inicie sessão novamente.',
    'ar-ae': 'انتهت صلاحية جلستك. يرجى تسجيل الدخول مرة أخرى.',
    'zh-cn': '您的会话已过期，请重新登录。',
    'hi-in': 'आपका सत्र समाप्त हो गया है। कृपया फिर से साइन इन करें।',
    'nl-nl': 'Uw sessie is verlopen. Meld u opnieuw aan.',
  },
  INVALID_REFRESH_TOKEN: {
    'en-us': 'Your session is no longer valid. Please sign in again.',
    'es-es': 'Su sesión ya no es válida. Vuelva a iniciar sesión.',
    'fr-fr': "Votre session n'est plus valide. Veuillez vous reconnecter.",
    'de-de': 'Ihre Sitzung ist nicht mehr gültig. Bitte melden Sie sich erneut an.',
    'ru-ru': 'Сеанс больше не действителен. Войдите снова.',
    'pt-pt': 'A sua sessão já não é válida. Inicie sessão novamente.',
    'ar-ae': 'لم تعد جلستك صالحة. يرجى تسجيل الدخول مرة أخرى.',
    'zh-cn': '您的会话已失效，请重新登录。',
    'hi-in': 'आपका सत्र अब मान्य नहीं है। कृपया फिर से साइन इन करें।',
    'nl-nl': 'Uw sessie is niet meer geldig. Meld u opnieuw aan.',
  },
  FORBIDDEN: {
    'en-us': 'You do not have permission to do this.',
    'es-es': 'No tiene permiso para realizar esta acción.',
    'fr-fr': "Vous n'avez pas l'autorisation d'effectuer cette action.",
    'de-de': 'Sie haben keine Berechtigung für diese Aktion.',
    'ru-ru': 'У вас нет разрешения на это действие.',
    'pt-pt': 'Não tem permissão para realizar esta ação.',
    'ar-ae': 'ليس لديك إذن للقيام بذلك.',
    'zh-cn': '您没有执行此操作的权限。',
    'hi-in': 'आपको यह करने की अनुमति नहीं है।',
    'nl-nl': 'U hebt geen toestemming om dit te doen.',
  },
  NOT_FOUND: {
    'en-us': 'The requested resource was not found.',
    'es-es': 'No se encontró el recurso solicitado.',
    'fr-fr': "La ressource demandée est introuvable.",
    'de-de': 'Die angeforderte Ressource wurde nicht gefunden.',
    'ru-ru': 'Запрошенный ресурс не найден.',
    'pt-pt': 'O recurso pedido não foi encontrado.',
    'ar-ae': 'لم يتم العثور على المورد المطلوب.',
    'zh-cn': '未找到请求的资源。',
    'hi-in': 'अनुरोधित संसाधन नहीं मिला।',
    'nl-nl': 'De gevraagde bron is niet gevonden.',
  },
  CONFLICT: {
    'en-us': 'This conflicts with an existing record.',
    'es-es': 'Esto entra en conflicto con un registro existente.',
    'fr-fr': 'Cela entre en conflit avec un enregistrement existant.',
    'de-de': 'Dies steht im Konflikt mit einem vorhandenen Eintrag.',
    'ru-ru': 'Это конфликтует с существующей записью.',
    'pt-pt': 'Isto entra em conflito com um registo existente.',
    'ar-ae': 'يتعارض هذا مع سجل موجود.',
    'zh-cn': '这与现有记录冲突。',
    'hi-in': 'यह किसी मौजूदा रिकॉर्ड से टकराता है।',
    'nl-nl': 'Dit is in strijd met een bestaand record.',
  },
  RATE_LIMITED: {
    'en-us': 'Too many attempts. Please wait a few minutes and try again.',
    'es-es': 'Demasiados intentos. Espere unos minutos y vuelva a intentarlo.',
    'fr-fr': 'Trop de tentatives. Veuillez patienter quelques minutes et réessayer.',
    'de-de': 'Zu viele Versuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    'ru-ru': 'Слишком много попыток. Подождите несколько минут и повторите.',
    'pt-pt': 'Demasiadas tentativas. Aguarde alguns minutos e tente novamente.',
    'ar-ae': 'محاولات كثيرة جدًا. يرجى الانتظار بضع دقائق والمحاولة مرة أخرى.',
    'zh-cn': '尝试次数过多，请等待几分钟后重试。',
    'hi-in': 'बहुत अधिक प्रयास। कृपया कुछ मिनट प्रतीक्षा करें और फिर से प्रयास करें।',
    'nl-nl': 'Te veel pogingen. Wacht enkele minuten en probeer het opnieuw.',
  },
  INVALID_API_KEY: {
    'en-us': 'The API key is missing or invalid.',
    'es-es': 'Falta la clave de API o no es válida.',
    'fr-fr': "La clé d'API est manquante ou invalide.",
    'de-de': 'Der API-Schlüssel fehlt oder ist ungültig.',
    'ru-ru': 'Ключ API отсутствует или недействителен.',
    'pt-pt': 'A chave de API está em falta ou é inválida.',
    'ar-ae': 'مفتاح واجهة البرمجة مفقود أو غير صالح.',
    'zh-cn': 'API 密钥缺失或无效。',
    'hi-in': 'API कुंजी मौजूद नहीं है या अमान्य है।',
    'nl-nl': 'De API-sleutel ontbreekt of is ongeldig.',
  },
  MALFORMED_REQUEST: {
    'en-us': 'The request could not be read. Check its format.',
    'es-es': 'No se pudo leer la solicitud. Compruebe su formato.',
    'fr-fr': 'La requête est illisible. Vérifiez son format.',
    'de-de': 'Die Anfrage konnte nicht gelesen werden. Prüfen Sie ihr Format.',
    'ru-ru': 'Не удалось прочитать запрос. Проверьте его формат.',
    'pt-pt': 'Não foi possível ler o pedido. Verifique o formato.',
    'ar-ae': 'تعذرت قراءة الطلب. تحقق من تنسيقه.',
    'zh-cn': '无法读取请求，请检查其格式。',
    'hi-in': 'अनुरोध पढ़ा नहीं जा सका। उसका प्रारूप जाँचें।',
    'nl-nl': 'Het verzoek kon niet worden gelezen. Controleer de opmaak.',
  },
  PAYLOAD_TOO_LARGE: {
    'en-us': 'The request is too large.',
    'es-es': 'La solicitud es demasiado grande.',
    'fr-fr': 'La requête est trop volumineuse.',
    'de-de': 'Die Anfrage ist zu groß.',
    'ru-ru': 'Запрос слишком большой.',
    'pt-pt': 'O pedido é demasiado grande.',
    'ar-ae': 'الطلب كبير جدًا.',
    'zh-cn': '请求过大。',
    'hi-in': 'अनुरोध बहुत बड़ा है।',
    'nl-nl': 'Het verzoek is te groot.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    'en-us': 'This content type is not supported.',
    'es-es': 'Este tipo de contenido no es compatible.',
    'fr-fr': "Ce type de contenu n'est pas pris en charge.",
    'de-de': 'Dieser Inhaltstyp wird nicht unterstützt.',
    'ru-ru': 'Этот тип содержимого не поддерживается.',
    'pt-pt': 'Este tipo de conteúdo não é suportado.',
    'ar-ae': 'نوع المحتوى هذا غير مدعوم.',
    'zh-cn': '不支持此内容类型。',
    'hi-in': 'यह सामग्री प्रकार समर्थित नहीं है।',
    'nl-nl': 'Dit inhoudstype wordt niet ondersteund.',
  },
  USER_DISABLED: {
    'en-us': 'This account is disabled. Contact your administrator.',
    'es-es': 'Esta cuenta está desactivada. Póngase en contacto con su administrador.',
    'fr-fr': 'Ce compte est désactivé. Contactez votre administrateur.',
    'de-de': 'Dieses Konto ist deaktiviert. Wenden Sie sich an Ihren Administrator.',
    'ru-ru': 'Эта учётная запись отключена. Обратитесь к администратору.',
    'pt-pt': 'Esta conta está desativada. Contacte o seu administrador.',
    'ar-ae': 'هذا الحساب معطّل. تواصل مع المسؤول.',
    'zh-cn': '此帐户已停用，请联系管理员。',
    'hi-in': 'यह खाता अक्षम है। अपने व्यवस्थापक से संपर्क करें।',
    'nl-nl': 'Dit account is uitgeschakeld. Neem contact op met uw beheerder.',
  },
  INTERNAL_ERROR: {
    'en-us': 'Something went wrong on our side. Please try again.',
    'es-es': 'Algo ha fallado por nuestra parte. Vuelva a intentarlo.',
    'fr-fr': "Une erreur s'est produite de notre côté. Veuillez réessayer.",
    'de-de': 'Bei uns ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
    'ru-ru': 'На нашей стороне произошла ошибка. Повторите попытку.',
    'pt-pt': 'Ocorreu um erro do nosso lado. Tente novamente.',
    'ar-ae': 'حدث خطأ من جهتنا. يرجى المحاولة مرة أخرى.',
    'zh-cn': '我们这边出了点问题，请重试。',
    'hi-in': 'हमारी ओर से कुछ गलत हो गया। कृपया फिर से प्रयास करें।',
    'nl-nl': 'Er ging iets mis aan onze kant. Probeer het opnieuw.',
  },
  OTP_INVALID: {
    'en-us': 'The code is not correct. Check the email we sent and try again.',
    'es-es': 'El código no es correcto. Revise el correo que le enviamos e inténtelo de nuevo.',
    'fr-fr': "Le code est incorrect. Vérifiez l'e-mail que nous vous avons envoyé et réessayez.",
    'de-de': 'Der Code ist nicht korrekt. Prüfen Sie die E-Mail, die wir Ihnen geschickt haben, und versuchen Sie es erneut.',
    'ru-ru': 'Неверный код. Проверьте отправленное вам письмо и повторите попытку.',
    'pt-pt': 'O código não está correto. Verifique o email que lhe enviámos e tente novamente.',
    'ar-ae': 'الرمز غير صحيح. تحقق من البريد الإلكتروني الذي أرسلناه وحاول مرة أخرى.',
    'zh-cn': '验证码不正确。请查看我们发送的邮件后重试。',
    'hi-in': 'कोड सही नहीं है। हमारे भेजे गए ईमेल की जाँच करें और फिर से प्रयास करें।',
    'nl-nl': 'De code is niet juist. Controleer de e-mail die we u stuurden en probeer het opnieuw.',
  },
  OTP_EXPIRED: {
    'en-us': 'This code has expired. Request a new one.',
    'es-es': 'Este código ha caducado. Solicite uno nuevo.',
    'fr-fr': 'Ce code a expiré. Demandez-en un nouveau.',
    'de-de': 'Dieser Code ist abgelaufen. Fordern Sie einen neuen an.',
    'ru-ru': 'Срок действия кода истёк. Запросите новый.',
    'pt-pt': 'Este código expirou. Peça um novo.',
    'ar-ae': 'انتهت صلاحية هذا الرمز. اطلب رمزًا جديدًا.',
    'zh-cn': '此验证码已过期，请重新获取。',
    'hi-in': 'यह कोड समाप्त हो गया है। नया कोड मँगाएँ।',
    'nl-nl': 'Deze code is verlopen. Vraag een nieuwe aan.',
  },
  OTP_ATTEMPTS_EXHAUSTED: {
    'en-us': 'Too many wrong codes. Request a new code to continue.',
    'es-es': 'Demasiados códigos incorrectos. Solicite un código nuevo para continuar.',
    'fr-fr': 'Trop de codes erronés. Demandez un nouveau code pour continuer.',
    'de-de': 'Zu viele falsche Codes. Fordern Sie einen neuen Code an, um fortzufahren.',
    'ru-ru': 'Слишком много неверных кодов. Запросите новый код, чтобы продолжить.',
    'pt-pt': 'Demasiados códigos errados. Peça um novo código para continuar.',
    'ar-ae': 'عدد كبير جدًا من الرموز الخاطئة. اطلب رمزًا جديدًا للمتابعة.',
    'zh-cn': '错误验证码次数过多，请重新获取验证码后继续。',
    'hi-in': 'बहुत अधिक गलत कोड। जारी रखने के लिए नया कोड मँगाएँ।',
    'nl-nl': 'Te veel onjuiste codes. Vraag een nieuwe code aan om verder te gaan.',
  },
  OTP_RESEND_TOO_SOON: {
    'en-us': 'A code was just sent. Please wait before requesting another one.',
    'es-es': 'Se acaba de enviar un código. Espere antes de solicitar otro.',
    'fr-fr': "Un code vient d'être envoyé. Veuillez patienter avant d'en demander un autre.",
    'de-de': 'Es wurde gerade ein Code gesendet. Bitte warten Sie, bevor Sie einen weiteren anfordern.',
    'ru-ru': 'Код только что отправлен. Подождите, прежде чем запрашивать новый.',
    'pt-pt': 'Acabámos de enviar um código. Aguarde antes de pedir outro.',
    'ar-ae': 'تم إرسال رمز للتو. يرجى الانتظار قبل طلب رمز آخر.',
    'zh-cn': '验证码刚刚已发送，请稍候再重新获取。',
    'hi-in': 'अभी-अभी एक कोड भेजा गया है। दूसरा माँगने से पहले कृपया प्रतीक्षा करें।',
    'nl-nl': 'Er is net een code verzonden. Wacht even voordat u een nieuwe aanvraagt.',
  },
  ACCOUNT_NOT_VERIFIED: {
    'en-us': 'Your email address is not verified yet. Enter the code we emailed you, or register again to get a new one.',
    'es-es': 'Su correo electrónico aún no está verificado. Introduzca el código que le enviamos o regístrese de nuevo para recibir otro.',
    'fr-fr': "Votre adresse e-mail n'est pas encore vérifiée. Saisissez le code reçu par e-mail ou inscrivez-vous à nouveau pour en recevoir un autre.",
    'de-de': 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Geben Sie den per E-Mail gesendeten Code ein oder registrieren Sie sich erneut, um einen neuen zu erhalten.',
    'ru-ru': 'Ваш адрес электронной почты ещё не подтверждён. Введите код из письма или зарегистрируйтесь снова, чтобы получить новый.',
    'pt-pt': 'O seu email ainda não foi verificado. Introduza o código que lhe enviámos ou registe-se novamente para receber outro.',
    'ar-ae': 'لم يتم التحقق من بريدك الإلكتروني بعد. أدخل الرمز الذي أرسلناه إليك، أو سجّل مرة أخرى للحصول على رمز جديد.',
    'zh-cn': '您的电子邮件地址尚未验证。请输入我们发送的验证码，或重新注册以获取新验证码。',
    'hi-in': 'आपका ईमेल पता अभी सत्यापित नहीं है। हमारे भेजे गए कोड को दर्ज करें, या नया कोड पाने के लिए फिर से पंजीकरण करें।',
    'nl-nl': 'Uw e-mailadres is nog niet geverifieerd. Voer de code in die we u mailden, of registreer opnieuw voor een nieuwe code.',
  },
  RESET_LINK_INVALID: {
    'en-us': 'This password reset link is not valid or was already used. Request a new one.',
    'es-es': 'Este enlace para restablecer la contraseña no es válido o ya se utilizó. Solicite uno nuevo.',
    'fr-fr': "Ce lien de réinitialisation n'est pas valide ou a déjà été utilisé. Demandez-en un nouveau.",
    'de-de': 'Dieser Link zum Zurücksetzen des Passworts ist ungültig oder wurde bereits verwendet. Fordern Sie einen neuen an.',
    'ru-ru': 'Ссылка для сброса пароля недействительна или уже использована. Запросите новую.',
    'pt-pt': 'Esta ligação de reposição da palavra-passe não é válida ou já foi utilizada. Peça uma nova.',
    'ar-ae': 'رابط إعادة تعيين كلمة المرور هذا غير صالح أو تم استخدامه من قبل. اطلب رابطًا جديدًا.',
    'zh-cn': '此密码重置链接无效或已被使用，请重新申请。',
    'hi-in': 'यह पासवर्ड रीसेट लिंक मान्य नहीं है या पहले ही उपयोग हो चुका है। नया लिंक मँगाएँ।',
    'nl-nl': 'Deze link om uw wachtwoord opnieuw in te stellen is ongeldig of al gebruikt. Vraag een nieuwe aan.',
  },
  RESET_LINK_EXPIRED: {
    'en-us': 'This password reset link has expired. Request a new one.',
    'es-es': 'Este enlace para restablecer la contraseña ha caducado. Solicite uno nuevo.',
    'fr-fr': 'Ce lien de réinitialisation a expiré. Demandez-en un nouveau.',
    'de-de': 'Dieser Link zum Zurücksetzen des Passworts ist abgelaufen. Fordern Sie einen neuen an.',
    'ru-ru': 'Срок действия ссылки для сброса пароля истёк. Запросите новую.',
    'pt-pt': 'Esta ligação de reposição da palavra-passe expirou. Peça uma nova.',
    'ar-ae': 'انتهت صلاحية رابط إعادة تعيين كلمة المرور هذا. اطلب رابطًا جديدًا.',
    'zh-cn': '此密码重置链接已过期，请重新申请。',
    'hi-in': 'यह पासवर्ड रीसेट लिंक समाप्त हो गया है। नया लिंक मँगाएँ।',
    'nl-nl': 'Deze link om uw wachtwoord opnieuw in te stellen is verlopen. Vraag een nieuwe aan.',
  },
};

const LOCALE_SET = new Set<string>(LOCALES);

/**
 * Picks a supported locale from an Accept-Language header: exact tags first (by q-value), then the
 * first locale sharing the language (`fr` or `fr-CA` → `fr-fr`), else en-us.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase().replace('_', '-'), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((r) => r.tag && r.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranges) {
    if (LOCALE_SET.has(tag)) return tag as Locale;
    const language = tag.split('-')[0];
    const match = LOCALES.find((locale) => locale.startsWith(`${language}-`));
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

export function errorMessage(code: ErrorCode, locale: Locale): string {
  return ERROR_MESSAGES[code][locale] ?? ERROR_MESSAGES[code][DEFAULT_LOCALE];
}
