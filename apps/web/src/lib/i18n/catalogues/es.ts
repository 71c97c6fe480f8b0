import type { Catalogue } from '../i18n.ts';

const es: Catalogue = {
  'language.label': 'Idioma',

  'common.skipToContent': 'Saltar al contenido',
  'common.login': 'Iniciar sesión',
  'common.startFree': 'Empieza gratis',
  'common.features': 'Funciones',
  'common.pricing': 'Precios',
  'common.demo': 'Demostración',
  'common.helpCenter': 'Centro de ayuda',
  'common.openMenu': 'Abrir menú',
  'common.closeMenu': 'Cerrar menú',
  'common.lightMode': 'Modo claro',
  'common.darkMode': 'Modo oscuro',
  'common.switchToLight': 'Cambiar al modo claro',
  'common.switchToDark': 'Cambiar al modo oscuro',
  'common.navMain': 'Principal',
  'common.navMobile': 'Móvil',

  'landing.hero.audience': 'Para lectores, académicos, coleccionistas y blogueros',
  'landing.hero.titleStart': 'Shelfwise,',
  'landing.hero.titleEnd': 'el sistema inteligente para gestionar tu biblioteca.',
  'landing.hero.lead':
    'Cataloga cada libro que tienes, préstalos sin perderles la pista, recibe un recordatorio antes de que venzan y ve tus lecturas de un vistazo.',
  'landing.hero.seeIt': 'Míralo en acción',
  'landing.hero.freeNote': 'Gratis para siempre hasta 50 libros. Sin tarjeta.',

  'landing.features.title': 'Todo lo que tus estanterías necesitan',
  'landing.features.lead':
    'Un solo lugar para los libros que tienes, los que prestaste y los que quieres leer después.',
  'landing.features.add.title': 'Añade libros en segundos',
  'landing.features.add.text':
    'Escríbelos a mano o, con Standard y Premium, búscalos por ISBN o título entre más de 40 millones de libros y añade un lote entero de una vez.',
  'landing.features.lend.title': 'Presta sin perder la pista',
  'landing.features.lend.text':
    'Anota quién se llevó qué y cuándo debe devolverlo. Los préstamos vencidos destacan y una devolución se registra con un clic.',
  'landing.features.remind.title': 'Recordatorios que salen solos',
  'landing.features.remind.text':
    'Envía un recordatorio tú mismo cuando quieras, o deja que Shelfwise escriba a los prestatarios 3 días (Standard) o 2 días (Premium) antes del vencimiento.',
  'landing.features.history.title': 'Historial y estadísticas',
  'landing.features.history.text':
    'Cada cambio queda en tu historial de actividad. Consulta préstamos por mes, tasas de devolución y tus géneros favoritos.',
  'landing.features.recommend.title': 'Recomienda a tus amigos',
  'landing.features.recommend.text':
    'Envía por correo a un amigo un libro que te encantó. Con Premium puedes escribir tu propio mensaje.',
  'landing.features.data.title': 'Tus datos, a tu manera',
  'landing.features.data.text':
    'Valora libros, organízalos en estanterías con etiquetas, añade notas y exporta toda la biblioteca en CSV o PDF.',
  'landing.features.startPremium': 'Empieza con Premium',

  'landing.demo.title': 'Tu biblioteca de un vistazo',
  'landing.demo.lead': 'Esta es la vista de colección que verás al iniciar sesión.',
  'landing.demo.alt':
    'La vista de colección de Shelfwise: una barra lateral con Colección, Préstamos, Prestatarios, Recordatorios, Historial, Estadísticas, Ajustes y Suscripción; totales de 248 libros, 12 prestados, 1 vencido y una tasa de devolución del 96,4 %; y una tabla de libros con su estantería, su valoración y el estado del préstamo.',
  'landing.demo.covers':
    'Portadas creadas a partir de cada título, para recorrer cada estantería de un vistazo',
  'landing.demo.loans': 'Los préstamos a punto de vencer o vencidos destacan al instante',
  'landing.demo.ratings': 'Valoraciones, estanterías y notas en cada libro',

  'landing.testimonials.eyebrow': 'Testimonios',
  'landing.testimonials.title': 'Lectores que recuperaron sus libros',
  'landing.testimonials.region': 'Lo que dicen los lectores',
  'landing.testimonials.position': '{index} de {count}',
  'landing.testimonials.previous': 'Testimonio anterior',
  'landing.testimonials.next': 'Testimonio siguiente',
  'landing.testimonials.show': 'Mostrar el testimonio {index} de {count}',
  'landing.testimonials.play': 'Reproducir testimonios',
  'landing.testimonials.pause': 'Pausar testimonios',

  'landing.faq.title': 'Preguntas frecuentes',
  'landing.faq.what.q': '¿Qué es Shelfwise?',
  'landing.faq.what.a':
    'Shelfwise es un gestor de biblioteca para los libros que tienes. Los catalogas, los prestas y sigues las devoluciones, programas recordatorios y ves tu historial y tus estadísticas en un solo lugar.',
  'landing.faq.free.q': '¿De verdad hay un plan gratuito?',
  'landing.faq.free.a':
    'Sí. El plan Free guarda hasta 50 libros y 5 préstamos activos, con alta manual, búsqueda y ordenación, todo el tiempo que quieras. No hace falta tarjeta para registrarse.',
  'landing.faq.plans.q': '¿Qué añaden los planes Collector y Library Keeper?',
  'landing.faq.plans.a':
    'Collector (Standard) sube el límite a 1.000 libros, permite añadir libros por ISBN o título desde un repositorio de más de 40 millones, exporta en CSV y envía recordatorios 3 días antes del vencimiento. Library Keeper (Premium) no tiene límite de libros y añade exportación en PDF, mensajes de recomendación personalizados, estadísticas avanzadas, recordatorios 2 días antes del vencimiento y ningún anuncio.',
  'landing.faq.naira.q': '¿Por qué veo precios en nairas?',
  'landing.faq.naira.a':
    'Shelfwise se gestiona desde Nigeria y ofrece precios locales. Cuando tu zona horaria, tu idioma o tu ubicación apuntan a Nigeria, los precios se muestran en nairas nigerianas (NGN); los demás ven dólares estadounidenses (USD).',
  'landing.faq.refund.q': '¿Puedo recuperar mi dinero?',
  'landing.faq.refund.a':
    'Todos los planes de pago tienen una garantía de devolución de 7 días. Los planes anuales cancelados en los primeros 30 días se reembolsan a prorrata. Los detalles están en los Términos del servicio.',
  'landing.faq.data.q': '¿Puedo llevarme mis datos?',
  'landing.faq.data.a':
    'Sí. Collector y Library Keeper exportan tu biblioteca en CSV, y Library Keeper también en PDF. Cuando una cuenta termina tienes 30 días para exportar tus datos; una cuenta eliminada se borra en un plazo de 30 días.',

  'landing.cta.title': '¿Listo para poner orden en tus estanterías?',
  'landing.cta.lead':
    'Crea tu cuenta gratuita en un minuto. Mejora de plan solo cuando tu biblioteca lo necesite.',
  'landing.cta.button': 'Empieza gratis',

  'footer.tagline':
    'Shelfwise, el sistema inteligente para gestionar tu biblioteca. Hecho en Nigeria para lectores de todo el mundo.',
  'footer.product': 'Producto',
  'footer.legal': 'Legal',
  'footer.privacy': 'Política de privacidad',
  'footer.terms': 'Términos del servicio',
  'footer.contact': 'Contacto',
  'footer.copyright': '© {year} Shelfwise. Todos los derechos reservados.',
  'footer.socialX': 'Shelfwise en X',
  'footer.socialInstagram': 'Shelfwise en Instagram',
  'footer.socialLinkedIn': 'Shelfwise en LinkedIn',

  // Auth
  'form.required': '{field} es obligatorio',
  'form.emailRequired': 'El correo es obligatorio',
  'form.emailInvalid': 'Introduce un correo válido',
  'form.genericError': 'Se ha producido un error',
  'auth.fullName': 'Nombre completo',
  'auth.email': 'Correo electrónico',
  'auth.password': 'Contraseña',
  'auth.confirmPassword': 'Confirmar contraseña',
  'auth.passwordsDoNotMatch': 'Las contraseñas no coinciden',
  'auth.forgotPassword': '¿Olvidaste tu contraseña?',
  'auth.selectedPlan': 'Plan elegido:',
  'auth.createAccount': 'Crear cuenta',
  'auth.creatingAccount': 'Creando la cuenta...',
  'auth.signIn': 'Iniciar sesión',
  'auth.signingIn': 'Iniciando sesión...',
  'auth.signUp': 'Regístrate',
  'auth.agreeStart': 'Al crear una cuenta, aceptas nuestros',
  'auth.agreeAnd': 'y nuestra',
  'auth.agreeEnd': '.',
  'auth.welcomeBack': 'Hola de nuevo',
  'auth.signInSubtitle': 'Inicia sesión en tu biblioteca.',
  'auth.createTitle': 'Crea tu cuenta',
  'auth.createSubtitle': 'Empieza a organizar tus libros en minutos.',
  'auth.noAccount': '¿No tienes cuenta?',
  'auth.haveAccount': '¿Ya tienes cuenta?',
  'auth.titleSignIn': 'Iniciar sesión · Shelfwise',
  'auth.titleCreate': 'Crea tu cuenta · Shelfwise',
  'auth.verificationCode': 'Código de verificación',
  'auth.codeDigit': 'Dígito {index} de {count}',
  'auth.passwordStrength': 'Seguridad de la contraseña',
  'auth.loadingAccount': 'Cargando tu cuenta...',
  'auth.renew.title': 'Tu sesión ha terminado',
  'auth.renew.description':
    'Vuelve a iniciar sesión para continuar. No se pierde nada de lo que escribiste: lo que estabas haciendo se envía en cuanto vuelvas.',
  'auth.renew.form': 'Volver a iniciar sesión',
  'auth.renew.passwordNeeded': 'Introduce tu contraseña para volver a iniciar sesión.',
  'auth.signOut': 'Cerrar sesión',

  // Password strength
  'auth.strength.weak': 'Débil',
  'auth.strength.medium': 'Media',
  'auth.strength.strong': 'Fuerte',
  'auth.strength.value': '{level}: {score} de 5 criterios cumplidos',
  'auth.strength.length': 'Al menos {min} caracteres',
  'auth.strength.uppercase': 'Una letra mayúscula',
  'auth.strength.lowercase': 'Una letra minúscula',
  'auth.strength.number': 'Un número',
  'auth.strength.special': 'Un carácter especial ({characters})',
  'auth.strength.met': ' (cumplido)',
  'auth.strength.notMet': ' (sin cumplir)',

  // Verify, forgot, reset, not found
  'verify.title': 'Verifica tu correo',
  'verify.sentTo': 'Hemos enviado un código de 6 cifras a',
  'verify.enterToChange': 'Introdúcelo abajo para que sea el correo de tu cuenta.',
  'verify.enterToActivate': 'Introdúcelo abajo para activar tu cuenta.',
  'verify.invalidCode': 'Introduce un código válido de 6 cifras.',
  'verify.success': '¡Correo verificado!',
  'verify.failed': 'La verificación ha fallado',
  'verify.resent': 'Te hemos reenviado el código de verificación',
  'verify.resendFailed': 'No se pudo reenviar el código',
  'verify.verify': 'Verificar',
  'verify.verifying': 'Verificando...',
  'verify.noCode': '¿No te ha llegado el código?',
  'verify.resend': 'Reenviar código',
  'common.sending': 'Enviando...',
  'verify.backToSettings': 'Volver a los ajustes',
  'verify.backToSignIn': 'Volver a iniciar sesión',
  'forgot.title': '¿Olvidaste tu contraseña?',
  'forgot.subtitle': 'Escribe tu correo y te enviaremos un enlace para restablecer la contraseña.',
  'forgot.failed': 'No se pudo enviar el enlace',
  'forgot.sent': 'Te hemos enviado el enlace para restablecer la contraseña',
  'forgot.send': 'Enviar enlace',
  'forgot.remember': '¿Recuerdas tu contraseña?',
  'reset.title': 'Elige una contraseña nueva',
  'reset.subtitle': 'Elige una contraseña nueva para tu cuenta.',
  'reset.passwordRequired': 'La contraseña nueva es obligatoria',
  'reset.confirmRequired': 'Confirma tu contraseña nueva',
  'reset.mismatch': 'Las contraseñas no coinciden.',
  'reset.failed': 'Algo ha fallado.',
  'reset.success': 'Contraseña actualizada.',
  'reset.newPassword': 'Contraseña nueva',
  'reset.confirmNewPassword': 'Confirmar contraseña nueva',
  'reset.submit': 'Restablecer contraseña',
  'reset.submitting': 'Actualizando la contraseña...',
  'reset.newLink': 'Pedir un enlace nuevo',
  'notFound.title': 'Página no encontrada',
  'notFound.text':
    'Esta página se ha escapado de la estantería. Puede que se haya movido o que la dirección esté mal escrita.',
  'notFound.back': 'Volver',
  'notFound.home': 'Página de inicio',
  'notFound.featuresText': 'Descubre lo que Shelfwise puede hacer por tu biblioteca.',
  'notFound.helpText': 'Respuestas a las preguntas más frecuentes de los lectores.',
  'notFound.contactText': 'Escríbenos y te responderá una persona.',
  'notFound.pageTitle': 'Página no encontrada · Shelfwise',

  // Legal pages
  'legal.lastUpdated': 'Última actualización:',
  'legal.contents': 'Índice',
  'legal.englishNote': 'Este documento se muestra en inglés, que es la versión que rige.',
  'legal.privacyTitle': 'Política de privacidad | Shelfwise',
  'legal.termsTitle': 'Términos del servicio | Shelfwise',
};

export default es;
