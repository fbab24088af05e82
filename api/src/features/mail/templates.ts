import { DEFAULT_LOCALE, type Locale } from '@switchboard/shared/contracts';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface OtpTexts {
  subject: string;
  /** No name: the address is not proven yet, so nothing the registrant typed goes into the mail. */
  greeting: string;
  intro: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

interface ResetTexts {
  subject: string;
  greeting: (name: string) => string;
  intro: string;
  action: string;
  expiry: (minutes: number) => string;
  ignore: string;
}

const OTP_TEXTS: Record<Locale, OtpTexts> = {
  'en-us': {
    subject: 'Your verification code',
    greeting: 'Hello,',
    intro: 'Use this code to verify your email address and finish creating your account:',
    expiry: (m) => `The code expires in ${m} minutes.`,
    ignore: 'If you did not try to create an account, you can ignore this email.',
  },
  'es-es': {
    subject: 'Su código de verificación',
    greeting: 'Hola:',
    intro: 'Utilice este código para verificar su correo electrónico y terminar de crear su cuenta:',
    expiry: (m) => `El código caduca en ${m} minutos.`,
    ignore: 'Si no ha intentado crear una cuenta, puede ignorar este correo.',
  },
  'fr-fr': {
    subject: 'Votre code de vérification',
    greeting: 'Bonjour,',
    intro: 'Utilisez ce code pour vérifier votre adresse e-mail et terminer la création de votre compte :',
    expiry: (m) => `Le code expire dans ${m} minutes.`,
    ignore: "Si vous n'avez pas essayé de créer un compte, vous pouvez ignorer cet e-mail.",
  },
  'de-de': {
    subject: 'Ihr Bestätigungscode',
    greeting: 'Hallo,',
    intro: 'Mit diesem Code bestätigen Sie Ihre E-Mail-Adresse und schließen die Registrierung ab:',
    expiry: (m) => `Der Code läuft in ${m} Minuten ab.`,
    ignore: 'Wenn Sie kein Konto anlegen wollten, können Sie diese E-Mail ignorieren.',
  },
  'ru-ru': {
    subject: 'Ваш код подтверждения',
    greeting: 'Здравствуйте!',
    intro: 'Введите этот код, чтобы подтвердить адрес электронной почты и завершить регистрацию:',
    expiry: (m) => `Код действует ${m} минут.`,
    ignore: 'Если вы не пытались создать учётную запись, просто проигнорируйте это письмо.',
  },
  'pt-pt': {
    subject: 'O seu código de verificação',
    greeting: 'Olá,',
    intro: 'Utilize este código para verificar o seu email e concluir a criação da sua conta:',
    expiry: (m) => `O código expira dentro de ${m} minutos.`,
    ignore: 'Se não tentou criar uma conta, pode ignorar este email.',
  },
  'ar-ae': {
    subject: 'رمز التحقق الخاص بك',
    greeting: 'مرحبًا،',
    intro: 'استخدم هذا الرمز للتحقق من بريدك الإلكتروني وإكمال إنشاء حسابك:',
    expiry: (m) => `تنتهي صلاحية الرمز خلال ${m} دقائق.`,
    ignore: 'إذا لم تحاول إنشاء حساب، يمكنك تجاهل هذه الرسالة.',
  },
  'zh-cn': {
    subject: '您的验证码',
    greeting: '您好：',
    intro: '请使用以下验证码验证您的电子邮件地址并完成账户创建：',
    expiry: (m) => `验证码将在 ${m} 分钟后失效。`,
    ignore: '如果您没有尝试创建账户，请忽略此邮件。',
  },
  'hi-in': {
    subject: 'आपका सत्यापन कोड',
    greeting: 'नमस्ते,',
    intro: 'अपना ईमेल पता सत्यापित करने और खाता बनाना पूरा करने के लिए इस कोड का उपयोग करें:',
    expiry: (m) => `यह कोड ${m} मिनट में समाप्त हो जाएगा।`,
    ignore: 'यदि आपने खाता बनाने का प्रयास नहीं किया, तो इस ईमेल को अनदेखा करें।',
  },
  'nl-nl': {
    subject: 'Uw verificatiecode',
    greeting: 'Hallo,',
    intro: 'Gebruik deze code om uw e-mailadres te verifiëren en uw account aan te maken:',
    expiry: (m) => `De code verloopt over ${m} minuten.`,
    ignore: 'Hebt u geen account proberen aan te maken, dan kunt u deze e-mail negeren.',
  },
};

const RESET_TEXTS: Record<Locale, ResetTexts> = {
  'en-us': {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    intro: 'We received a request to reset the password of your account. Open this link to choose a new one:',
    action: 'Reset password',
    expiry: (m) => `The link works once and expires in ${m} minutes.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
  },
  'es-es': {
    subject: 'Restablezca su contraseña',
    greeting: (name) => `Hola, ${name}:`,
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de su cuenta. Abra este enlace para elegir una nueva:',
    action: 'Restablecer contraseña',
    expiry: (m) => `El enlace solo se puede usar una vez y caduca en ${m} minutos.`,
    ignore: 'Si no lo ha solicitado, ignore este correo: su contraseña no cambiará.',
  },
  'fr-fr': {
    subject: 'Réinitialisez votre mot de passe',
    greeting: (name) => `Bonjour ${name},`,
    intro: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte. Ouvrez ce lien pour en choisir un nouveau :',
    action: 'Réinitialiser le mot de passe',
    expiry: (m) => `Le lien ne fonctionne qu'une fois et expire dans ${m} minutes.`,
    ignore: "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
  },
  'de-de': {
    subject: 'Passwort zurücksetzen',
    greeting: (name) => `Hallo ${name},`,
    intro: 'Wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Kontos erhalten. Öffnen Sie diesen Link, um ein neues zu wählen:',
    action: 'Passwort zurücksetzen',
    expiry: (m) => `Der Link funktioniert einmal und läuft in ${m} Minuten ab.`,
    ignore: 'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  'ru-ru': {
    subject: 'Сброс пароля',
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: 'Мы получили запрос на сброс пароля вашей учётной записи. Откройте эту ссылку, чтобы задать новый пароль:',
    action: 'Сбросить пароль',
    expiry: (m) => `Ссылка одноразовая и действует ${m} минут.`,
    ignore: 'Если вы не запрашивали сброс, проигнорируйте это письмо: ваш пароль не изменится.',
  },
  'pt-pt': {
    subject: 'Reponha a sua palavra-passe',
    greeting: (name) => `Olá ${name},`,
    intro: 'Recebemos um pedido para repor a palavra-passe da sua conta. Abra esta ligação para escolher uma nova:',
    action: 'Repor palavra-passe',
    expiry: (m) => `A ligação só pode ser usada uma vez e expira dentro de ${m} minutos.`,
    ignore: 'Se não fez este pedido, ignore este email: a sua palavra-passe não muda.',
  },
  'ar-ae': {
    subject: 'إعادة تعيين كلمة المرور',
    greeting: (name) => `مرحبًا ${name}،`,
    intro: 'تلقينا طلبًا لإعادة تعيين كلمة مرور حسابك. افتح هذا الرابط لاختيار كلمة مرور جديدة:',
    action: 'إعادة تعيين كلمة المرور',
    expiry: (m) => `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال ${m} دقيقة.`,
    ignore: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: ستبقى كلمة المرور كما هي.',
  },
  'zh-cn': {
    subject: '重置您的密码',
    greeting: (name) => `${name}，您好：`,
    intro: '我们收到了重置您账户密码的请求。请打开以下链接设置新密码：',
    action: '重置密码',
    expiry: (m) => `该链接仅可使用一次，将在 ${m} 分钟后失效。`,
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。',
  },
  'hi-in': {
    subject: 'अपना पासवर्ड रीसेट करें',
    greeting: (name) => `नमस्ते ${name},`,
    intro: 'हमें आपके खाते का पासवर्ड रीसेट करने का अनुरोध मिला है। नया पासवर्ड चुनने के लिए यह लिंक खोलें:',
    action: 'पासवर्ड रीसेट करें',
    expiry: (m) => `यह लिंक केवल एक बार काम करता है और ${m} मिनट में समाप्त हो जाएगा।`,
    ignore: 'यदि आपने यह अनुरोध नहीं किया, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड नहीं बदलेगा।',
  },
  'nl-nl': {
    subject: 'Stel uw wachtwoord opnieuw in',
    greeting: (name) => `Hallo ${name},`,
    intro: 'We hebben een verzoek ontvangen om het wachtwoord van uw account opnieuw in te stellen. Open deze link om een nieuw wachtwoord te kiezen:',
    action: 'Wachtwoord opnieuw instellen',
    expiry: (m) => `De link werkt één keer en verloopt over ${m} minuten.`,
    ignore: 'Hebt u dit niet aangevraagd, negeer deze e-mail dan: uw wachtwoord blijft ongewijzigd.',
  },
};

interface AccountExistsTexts {
  subject: string;
  greeting: string;
  intro: string;
  action: string;
  forgot: string;
  ignore: string;
}

/** Sent instead of a code when someone registers an address that already has an account. */
const ACCOUNT_EXISTS_TEXTS: Record<Locale, AccountExistsTexts> = {
  'en-us': {
    subject: 'You already have an account',
    greeting: 'Hello,',
    intro: 'Someone, perhaps you, tried to create an account with this email address. You already have one, so nothing was changed.',
    action: 'Sign in',
    forgot: 'Forgot your password? Choose "Forgot password?" on the sign-in page to set a new one.',
    ignore: 'If this was not you, you can ignore this email: your account stays as it is.',
  },
  'es-es': {
    subject: 'Ya tiene una cuenta',
    greeting: 'Hola:',
    intro: 'Alguien, quizá usted, ha intentado crear una cuenta con esta dirección de correo. Ya tiene una, así que no se ha cambiado nada.',
    action: 'Iniciar sesión',
    forgot: '¿Ha olvidado su contraseña? Elija «¿Ha olvidado su contraseña?» en la página de inicio de sesión para establecer una nueva.',
    ignore: 'Si no ha sido usted, puede ignorar este correo: su cuenta sigue igual.',
  },
  'fr-fr': {
    subject: 'Vous avez déjà un compte',
    greeting: 'Bonjour,',
    intro: "Quelqu'un, peut-être vous, a essayé de créer un compte avec cette adresse e-mail. Vous en avez déjà un : rien n'a été modifié.",
    action: 'Se connecter',
    forgot: 'Mot de passe oublié ? Choisissez « Mot de passe oublié ? » sur la page de connexion pour en définir un nouveau.',
    ignore: "Si ce n'était pas vous, ignorez cet e-mail : votre compte reste inchangé.",
  },
  'de-de': {
    subject: 'Sie haben bereits ein Konto',
    greeting: 'Hallo,',
    intro: 'Jemand, vielleicht Sie, hat versucht, mit dieser E-Mail-Adresse ein Konto anzulegen. Sie haben bereits eines, daher wurde nichts geändert.',
    action: 'Anmelden',
    forgot: 'Passwort vergessen? Wählen Sie auf der Anmeldeseite „Passwort vergessen?“, um ein neues festzulegen.',
    ignore: 'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Konto bleibt unverändert.',
  },
  'ru-ru': {
    subject: 'У вас уже есть учётная запись',
    greeting: 'Здравствуйте!',
    intro: 'Кто-то, возможно вы, попытался создать учётную запись с этим адресом электронной почты. Она у вас уже есть, поэтому ничего не изменилось.',
    action: 'Войти',
    forgot: 'Забыли пароль? Выберите «Забыли пароль?» на странице входа, чтобы задать новый.',
    ignore: 'Если это были не вы, просто проигнорируйте это письмо: ваша учётная запись не изменилась.',
  },
  'pt-pt': {
    subject: 'Já tem uma conta',
    greeting: 'Olá,',
    intro: 'Alguém, talvez o próprio, tentou criar uma conta com este endereço de email. Já tem uma, por isso nada foi alterado.',
    action: 'Iniciar sessão',
    forgot: 'Esqueceu-se da palavra-passe? Escolha «Esqueceu-se da palavra-passe?» na página de início de sessão para definir uma nova.',
    ignore: 'Se não foi o próprio, ignore este email: a sua conta mantém-se igual.',
  },
  'ar-ae': {
    subject: 'لديك حساب بالفعل',
    greeting: 'مرحبًا،',
    intro: 'حاول شخص ما، ربما أنت، إنشاء حساب بعنوان البريد الإلكتروني هذا. لديك حساب بالفعل، لذلك لم يتغير شيء.',
    action: 'تسجيل الدخول',
    forgot: 'هل نسيت كلمة المرور؟ اختر «نسيت كلمة المرور؟» في صفحة تسجيل الدخول لتعيين كلمة مرور جديدة.',
    ignore: 'إذا لم تكن أنت، يمكنك تجاهل هذه الرسالة: يبقى حسابك كما هو.',
  },
  'zh-cn': {
    subject: '您已有账户',
    greeting: '您好：',
    intro: '有人（可能是您本人）尝试使用此电子邮件地址创建账户。您已经有账户，因此没有任何更改。',
    action: '登录',
    forgot: '忘记密码？请在登录页面选择“忘记密码？”来设置新密码。',
    ignore: '如果这不是您本人的操作，请忽略此邮件，您的账户不会改变。',
  },
  'hi-in': {
    subject: 'आपका खाता पहले से मौजूद है',
    greeting: 'नमस्ते,',
    intro: 'किसी ने, शायद आपने, इस ईमेल पते से खाता बनाने का प्रयास किया। आपका खाता पहले से मौजूद है, इसलिए कुछ भी नहीं बदला गया।',
    action: 'साइन इन करें',
    forgot: 'पासवर्ड भूल गए? नया पासवर्ड सेट करने के लिए साइन-इन पेज पर "पासवर्ड भूल गए?" चुनें।',
    ignore: 'यदि यह आप नहीं थे, तो इस ईमेल को अनदेखा करें: आपका खाता जैसा है वैसा ही रहेगा।',
  },
  'nl-nl': {
    subject: 'U hebt al een account',
    greeting: 'Hallo,',
    intro: 'Iemand, misschien u, probeerde een account aan te maken met dit e-mailadres. U hebt er al een, dus er is niets gewijzigd.',
    action: 'Inloggen',
    forgot: 'Wachtwoord vergeten? Kies "Wachtwoord vergeten?" op de inlogpagina om een nieuw wachtwoord in te stellen.',
    ignore: 'Was u dit niet, negeer deze e-mail dan: uw account blijft zoals het is.',
  },
};

/** A generic greeting for mail to an address whose owner is not known for sure. */
const HELLO: Record<Locale, string> = Object.fromEntries(
  Object.entries(ACCOUNT_EXISTS_TEXTS).map(([locale, texts]) => [locale, texts.greeting]),
) as Record<Locale, string>;

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function htmlDocument(locale: Locale, body: string): string {
  const dir = locale === 'ar-ae' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${locale}" dir="${dir}"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f1f1f">${body}</body></html>`;
}

/** The organisation's name as the closing line: our text, never the registrant's. */
const signature = (organizationName: string) => (organizationName.trim() ? `— ${organizationName.trim()}` : '');

/**
 * The registration OTP mail (plain text + simple HTML) in the request's language. It carries only
 * the code and the organisation's name: the address is not proven, so nothing the registrant typed.
 */
export function renderOtpMail(locale: Locale, params: { otp: string; minutes: number; organizationName: string }): RenderedMail {
  const t = OTP_TEXTS[locale] ?? OTP_TEXTS[DEFAULT_LOCALE];
  const sign = signature(params.organizationName);
  const text = [t.greeting, '', t.intro, '', `    ${params.otp}`, '', t.expiry(params.minutes), '', t.ignore, '', sign, ''].join('\n');
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.intro)}</p>` +
      `<p style="font-size:28px;font-weight:bold;letter-spacing:6px">${escapeHtml(params.otp)}</p>` +
      `<p>${escapeHtml(t.expiry(params.minutes))}</p><p style="color:#8c8c8c">${escapeHtml(t.ignore)}</p>` +
      (sign ? `<p>${escapeHtml(sign)}</p>` : ''),
  );
  return { subject: t.subject, text, html };
}

/** Sent instead of a code when the registered address already has an account: a sign-in link, no user text. */
export function renderAccountExistsMail(locale: Locale, params: { signInLink: string; organizationName: string }): RenderedMail {
  const t = ACCOUNT_EXISTS_TEXTS[locale] ?? ACCOUNT_EXISTS_TEXTS[DEFAULT_LOCALE];
  const sign = signature(params.organizationName);
  const text = [t.greeting, '', t.intro, '', `${t.action}: ${params.signInLink}`, '', t.forgot, '', t.ignore, '', sign, ''].join('\n');
  const link = escapeHtml(params.signInLink);
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(t.greeting)}</p><p>${escapeHtml(t.intro)}</p>` +
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.action)}</a></p>` +
      `<p style="word-break:break-all"><a href="${link}">${link}</a></p>` +
      `<p>${escapeHtml(t.forgot)}</p><p style="color:#8c8c8c">${escapeHtml(t.ignore)}</p>` +
      (sign ? `<p>${escapeHtml(sign)}</p>` : ''),
  );
  return { subject: t.subject, text, html };
}

/** The password-reset mail carrying the single-use link; `name` empty greets without one. */
export function renderResetMail(locale: Locale, params: { name: string; link: string; minutes: number }): RenderedMail {
  const t = RESET_TEXTS[locale] ?? RESET_TEXTS[DEFAULT_LOCALE];
  const greeting = params.name.trim() ? t.greeting(params.name) : (HELLO[locale] ?? HELLO[DEFAULT_LOCALE]);
  const text = [greeting, '', t.intro, '', params.link, '', t.expiry(params.minutes), '', t.ignore, ''].join('\n');
  const link = escapeHtml(params.link);
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro)}</p>` +
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.action)}</a></p>` +
      `<p style="word-break:break-all"><a href="${link}">${link}</a></p>` +
      `<p>${escapeHtml(t.expiry(params.minutes))}</p><p style="color:#8c8c8c">${escapeHtml(t.ignore)}</p>`,
  );
  return { subject: t.subject, text, html };
}

interface InvitationTexts {
  subject: (organizationName: string) => string;
  greeting: (name: string) => string;
  intro: (organizationName: string) => string;
  action: string;
  expiry: (days: number) => string;
  ignore: string;
}

const INVITATION_TEXTS: Record<Locale, InvitationTexts> = {
  'en-us': {
    subject: (o) => `You are invited to ${o}`,
    greeting: (name) => `Hello ${name},`,
    intro: (o) => `You have been invited to work in ${o}'s helpdesk. Open this link to choose your password:`,
    action: 'Choose my password',
    expiry: (d) => `The link works once and expires in ${d} days.`,
    ignore: 'If you did not expect this invitation, you can ignore this email.',
  },
  'es-es': {
    subject: (o) => `Le han invitado a ${o}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (o) => `Le han invitado a trabajar en el servicio de ayuda de ${o}. Abra este enlace para elegir su contraseña:`,
    action: 'Elegir mi contraseña',
    expiry: (d) => `El enlace solo se puede usar una vez y caduca en ${d} días.`,
    ignore: 'Si no esperaba esta invitación, puede ignorar este correo.',
  },
  'fr-fr': {
    subject: (o) => `Vous êtes invité(e) à rejoindre ${o}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (o) => `Vous avez été invité(e) à travailler dans le centre d'assistance de ${o}. Ouvrez ce lien pour choisir votre mot de passe :`,
    action: 'Choisir mon mot de passe',
    expiry: (d) => `Le lien ne fonctionne qu'une fois et expire dans ${d} jours.`,
    ignore: "Si vous n'attendiez pas cette invitation, vous pouvez ignorer cet e-mail.",
  },
  'de-de': {
    subject: (o) => `Einladung zu ${o}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (o) => `Sie wurden eingeladen, im Helpdesk von ${o} mitzuarbeiten. Öffnen Sie diesen Link, um Ihr Passwort zu wählen:`,
    action: 'Mein Passwort wählen',
    expiry: (d) => `Der Link funktioniert einmal und läuft in ${d} Tagen ab.`,
    ignore: 'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  },
  'ru-ru': {
    subject: (o) => `Приглашение в ${o}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (o) => `Вас пригласили работать в службе поддержки ${o}. Откройте эту ссылку, чтобы задать пароль:`,
    action: 'Задать пароль',
    expiry: (d) => `Ссылка одноразовая и действует ${d} дней.`,
    ignore: 'Если вы не ждали этого приглашения, просто проигнорируйте письмо.',
  },
  'pt-pt': {
    subject: (o) => `Foi convidado para ${o}`,
    greeting: (name) => `Olá ${name},`,
    intro: (o) => `Foi convidado para trabalhar no serviço de apoio de ${o}. Abra esta ligação para escolher a sua palavra-passe:`,
    action: 'Escolher a minha palavra-passe',
    expiry: (d) => `A ligação só pode ser usada uma vez e expira dentro de ${d} dias.`,
    ignore: 'Se não esperava este convite, pode ignorar este email.',
  },
  'ar-ae': {
    subject: (o) => `دعوة للانضمام إلى ${o}`,
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (o) => `تمت دعوتك للعمل في مكتب الدعم لدى ${o}. افتح هذا الرابط لاختيار كلمة المرور:`,
    action: 'اختيار كلمة المرور',
    expiry: (d) => `يعمل الرابط مرة واحدة فقط وتنتهي صلاحيته خلال ${d} أيام.`,
    ignore: 'إذا لم تكن تتوقع هذه الدعوة، يمكنك تجاهل هذه الرسالة.',
  },
  'zh-cn': {
    subject: (o) => `邀请您加入 ${o}`,
    greeting: (name) => `${name}，您好：`,
    intro: (o) => `您已受邀加入 ${o} 的服务台。请打开以下链接设置您的密码：`,
    action: '设置我的密码',
    expiry: (d) => `该链接仅可使用一次，将在 ${d} 天后失效。`,
    ignore: '如果您没有预期收到此邀请，请忽略此邮件。',
  },
  'hi-in': {
    subject: (o) => `${o} में शामिल होने का आमंत्रण`,
    greeting: (name) => `नमस्ते ${name},`,
    intro: (o) => `आपको ${o} के हेल्पडेस्क में काम करने के लिए आमंत्रित किया गया है। अपना पासवर्ड चुनने के लिए यह लिंक खोलें:`,
    action: 'मेरा पासवर्ड चुनें',
    expiry: (d) => `यह लिंक केवल एक बार काम करता है और ${d} दिनों में समाप्त हो जाएगा।`,
    ignore: 'यदि आपको इस आमंत्रण की अपेक्षा नहीं थी, तो इस ईमेल को अनदेखा करें।',
  },
  'nl-nl': {
    subject: (o) => `Uitnodiging voor ${o}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (o) => `U bent uitgenodigd om te werken in de helpdesk van ${o}. Open deze link om uw wachtwoord te kiezen:`,
    action: 'Mijn wachtwoord kiezen',
    expiry: (d) => `De link werkt één keer en verloopt over ${d} dagen.`,
    ignore: 'Verwachtte u deze uitnodiging niet, negeer deze e-mail dan.',
  },
};

/** The invitation of a new agent, with the single-use link to choose their password. */
export function renderInvitationMail(locale: Locale, params: { name: string; organizationName: string; link: string; days: number }): RenderedMail {
  const t = INVITATION_TEXTS[locale] ?? INVITATION_TEXTS[DEFAULT_LOCALE];
  const organization = params.organizationName.trim();
  const greeting = t.greeting(params.name.trim());
  const text = [greeting, '', t.intro(organization), '', params.link, '', t.expiry(params.days), '', t.ignore, ''].join('\n');
  const link = escapeHtml(params.link);
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro(organization))}</p>` +
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.action)}</a></p>` +
      `<p style="word-break:break-all"><a href="${link}">${link}</a></p>` +
      `<p>${escapeHtml(t.expiry(params.days))}</p><p style="color:#8c8c8c">${escapeHtml(t.ignore)}</p>`,
  );
  return { subject: t.subject(organization), text, html };
}

type EscalationTiming = 'before' | 'onTime' | 'after';
type EscalationTarget = 'firstResponse' | 'nextResponse' | 'resolution';

interface EscalationTexts {
  targets: Record<EscalationTarget, string>;
  state: Record<EscalationTiming, (what: string) => string>;
  open: string;
}

const ESCALATION_TEXTS: Record<Locale, EscalationTexts> = {
  'en-us': {
    targets: { firstResponse: 'The first response', nextResponse: 'The next response', resolution: 'The resolution' },
    state: { before: (w) => `${w} is due soon`, onTime: (w) => `${w} is due now`, after: (w) => `${w} is overdue` },
    open: 'Open the ticket',
  },
  'es-es': {
    targets: { firstResponse: 'La primera respuesta', nextResponse: 'La siguiente respuesta', resolution: 'La resolución' },
    state: { before: (w) => `${w} vence pronto`, onTime: (w) => `${w} vence ahora`, after: (w) => `${w} está vencida` },
    open: 'Abrir el ticket',
  },
  'fr-fr': {
    targets: { firstResponse: 'La première réponse', nextResponse: 'La réponse suivante', resolution: 'La résolution' },
    state: { before: (w) => `${w} arrive bientôt à échéance`, onTime: (w) => `${w} arrive à échéance maintenant`, after: (w) => `${w} est en retard` },
    open: 'Ouvrir le ticket',
  },
  'de-de': {
    targets: { firstResponse: 'Die erste Antwort', nextResponse: 'Die nächste Antwort', resolution: 'Die Lösung' },
    state: { before: (w) => `${w} ist bald fällig`, onTime: (w) => `${w} ist jetzt fällig`, after: (w) => `${w} ist überfällig` },
    open: 'Ticket öffnen',
  },
  'ru-ru': {
    targets: { firstResponse: 'Срок первого ответа', nextResponse: 'Срок следующего ответа', resolution: 'Срок решения' },
    state: { before: (w) => `${w} скоро истекает`, onTime: (w) => `${w} истекает сейчас`, after: (w) => `${w} истёк` },
    open: 'Открыть заявку',
  },
  'pt-pt': {
    targets: { firstResponse: 'A primeira resposta', nextResponse: 'A resposta seguinte', resolution: 'A resolução' },
    state: { before: (w) => `${w} vence em breve`, onTime: (w) => `${w} vence agora`, after: (w) => `${w} está em atraso` },
    open: 'Abrir o ticket',
  },
  'ar-ae': {
    targets: { firstResponse: 'الرد الأول', nextResponse: 'الرد التالي', resolution: 'الحل' },
    state: { before: (w) => `موعد ${w} يقترب`, onTime: (w) => `حان موعد ${w}`, after: (w) => `تجاوز ${w} موعده` },
    open: 'فتح التذكرة',
  },
  'zh-cn': {
    targets: { firstResponse: '首次响应', nextResponse: '下次响应', resolution: '解决' },
    state: { before: (w) => `${w}即将到期`, onTime: (w) => `${w}现已到期`, after: (w) => `${w}已逾期` },
    open: '打开工单',
  },
  'hi-in': {
    targets: { firstResponse: 'पहला जवाब', nextResponse: 'अगला जवाब', resolution: 'समाधान' },
    state: { before: (w) => `${w} जल्द ही देय है`, onTime: (w) => `${w} अभी देय है`, after: (w) => `${w} की समय-सीमा निकल गई है` },
    open: 'टिकट खोलें',
  },
  'nl-nl': {
    targets: { firstResponse: 'Het eerste antwoord', nextResponse: 'Het volgende antwoord', resolution: 'De oplossing' },
    state: { before: (w) => `${w} moet binnenkort gegeven worden`, onTime: (w) => `${w} moet nu gegeven worden`, after: (w) => `${w} is te laat` },
    open: 'Ticket openen',
  },
};

/** A service-level escalation told by mail: which ticket, which target, how it stands, and a link to it when the address is known. */
export function renderEscalationMail(
  locale: Locale,
  params: { serialNumber: number; title: string; timing: EscalationTiming; target: EscalationTarget; link: string | null },
): RenderedMail {
  const t = ESCALATION_TEXTS[locale] ?? ESCALATION_TEXTS[DEFAULT_LOCALE];
  const state = t.state[params.timing](t.targets[params.target]);
  const ticket = `#${params.serialNumber} ${params.title.trim()}`;
  const text = [state, '', ticket, ...(params.link ? ['', params.link] : []), ''].join('\n');
  const link = params.link ? escapeHtml(params.link) : null;
  const html = htmlDocument(
    locale,
    `<p><strong>${escapeHtml(state)}</strong></p><p>${escapeHtml(ticket)}</p>` +
      (link ? `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.open)}</a></p>` : ''),
  );
  return { subject: `[#${params.serialNumber}] ${state}`, text, html };
}

interface TicketsMergedTexts {
  subject: (target: string) => string;
  greeting: (name: string) => string;
  intro: (sources: string, target: string) => string;
  next: (target: string) => string;
  action: (target: string) => string;
}

/** Told to a customer when an agent combined their tickets: where the conversation goes on. */
const TICKETS_MERGED_TEXTS: Record<Locale, TicketsMergedTexts> = {
  'en-us': {
    subject: (target) => `Your tickets have been combined into ${target}`,
    greeting: (name) => `Hello ${name},`,
    intro: (sources, target) => `We have combined ${sources} with ${target}, so everything about your request is in one place.`,
    next: (target) => `Please continue the conversation in ${target}; the earlier tickets no longer take replies.`,
    action: (target) => `Open ticket ${target}`,
  },
  'es-es': {
    subject: (target) => `Sus tickets se han fusionado en ${target}`,
    greeting: (name) => `Hola, ${name}:`,
    intro: (sources, target) => `Hemos fusionado ${sources} con ${target} para que todo lo relativo a su solicitud esté en un solo lugar.`,
    next: (target) => `Continúe la conversación en ${target}; los tickets anteriores ya no admiten respuestas.`,
    action: (target) => `Abrir el ticket ${target}`,
  },
  'fr-fr': {
    subject: (target) => `Vos tickets ont été regroupés dans ${target}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (sources, target) => `Nous avons fusionné ${sources} avec ${target} afin de réunir tout ce qui concerne votre demande au même endroit.`,
    next: (target) => `Poursuivez la conversation dans ${target} ; les tickets précédents n’acceptent plus de réponses.`,
    action: (target) => `Ouvrir le ticket ${target}`,
  },
  'de-de': {
    subject: (target) => `Ihre Tickets wurden in ${target} zusammengeführt`,
    greeting: (name) => `Hallo ${name},`,
    intro: (sources, target) => `Wir haben ${sources} mit ${target} zusammengeführt, damit alles zu Ihrem Anliegen an einem Ort steht.`,
    next: (target) => `Bitte setzen Sie die Unterhaltung in ${target} fort; die früheren Tickets nehmen keine Antworten mehr an.`,
    action: (target) => `Ticket ${target} öffnen`,
  },
  'ru-ru': {
    subject: (target) => `Ваши тикеты объединены в ${target}`,
    greeting: (name) => `Здравствуйте, ${name}!`,
    intro: (sources, target) => `Мы объединили ${sources} с ${target}, чтобы всё по вашему обращению было в одном месте.`,
    next: (target) => `Продолжайте переписку в ${target}: в прежних тикетах ответить уже нельзя.`,
    action: (target) => `Открыть тикет ${target}`,
  },
  'pt-pt': {
    subject: (target) => `Os seus tickets foram fundidos em ${target}`,
    greeting: (name) => `Olá ${name},`,
    intro: (sources, target) => `Fundimos ${sources} com ${target} para que tudo o que diz respeito ao seu pedido fique num só lugar.`,
    next: (target) => `Continue a conversa em ${target}; os tickets anteriores já não aceitam respostas.`,
    action: (target) => `Abrir o ticket ${target}`,
  },
  'ar-ae': {
    subject: (target) => `دُمجت تذاكرك في ${target}`,
    greeting: (name) => `مرحبًا ${name}،`,
    intro: (sources, target) => `دمجنا ${sources} مع ${target} ليكون كل ما يخص طلبك في مكان واحد.`,
    next: (target) => `يرجى متابعة المحادثة في ${target}؛ لم تعد التذاكر السابقة تقبل الردود.`,
    action: (target) => `فتح التذكرة ${target}`,
  },
  'zh-cn': {
    subject: (target) => `您的工单已合并到 ${target}`,
    greeting: (name) => `${name}，您好：`,
    intro: (sources, target) => `我们已将 ${sources} 与 ${target} 合并，方便您在一处查看该请求的全部内容。`,
    next: (target) => `请在 ${target} 中继续对话；之前的工单已不再接受回复。`,
    action: (target) => `打开工单 ${target}`,
  },
  'hi-in': {
    subject: (target) => `आपके टिकट ${target} में मर्ज कर दिए गए हैं`,
    greeting: (name) => `नमस्ते ${name},`,
    intro: (sources, target) => `हमने ${sources} को ${target} के साथ मर्ज कर दिया है, ताकि आपके अनुरोध से जुड़ी हर बात एक ही जगह रहे।`,
    next: (target) => `कृपया बातचीत ${target} में जारी रखें; पिछले टिकटों में अब जवाब नहीं दिए जा सकते।`,
    action: (target) => `टिकट ${target} खोलें`,
  },
  'nl-nl': {
    subject: (target) => `Uw tickets zijn samengevoegd in ${target}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (sources, target) => `We hebben ${sources} samengevoegd met ${target}, zodat alles over uw verzoek op één plek staat.`,
    next: (target) => `Zet het gesprek voort in ${target}; de eerdere tickets nemen geen antwoorden meer aan.`,
    action: (target) => `Ticket ${target} openen`,
  },
};

/**
 * The customer's notice that an agent merged some of their tickets into another: the numbers and the
 * hub link of the ticket to go on in. Ticket numbers keep their `#` and digits in every language.
 */
export function renderTicketsMergedMail(
  locale: Locale,
  params: { name: string; sourceSerials: number[]; targetSerial: number; link: string; organizationName: string },
): RenderedMail {
  const t = TICKETS_MERGED_TEXTS[locale] ?? TICKETS_MERGED_TEXTS[DEFAULT_LOCALE];
  const target = `#${params.targetSerial}`;
  const sources = params.sourceSerials.map((serial) => `#${serial}`).join(', ');
  const greeting = params.name.trim() ? t.greeting(params.name.trim()) : (HELLO[locale] ?? HELLO[DEFAULT_LOCALE]);
  const sign = signature(params.organizationName);
  const text = [greeting, '', t.intro(sources, target), '', t.next(target), '', `${t.action(target)}: ${params.link}`, '', sign, ''].join('\n');
  const link = escapeHtml(params.link);
  const html = htmlDocument(
    locale,
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(t.intro(sources, target))}</p><p>${escapeHtml(t.next(target))}</p>` +
      `<p><a href="${link}" style="display:inline-block;padding:10px 18px;background:#1677ff;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(t.action(target))}</a></p>` +
      `<p style="word-break:break-all"><a href="${link}">${link}</a></p>` +
      (sign ? `<p>${escapeHtml(sign)}</p>` : ''),
  );
  return { subject: `[${target}] ${t.subject(target)}`, text, html };
}
