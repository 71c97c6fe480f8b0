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
};

export default es;
