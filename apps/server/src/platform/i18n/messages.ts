// Past 400 lines: a catalogue, not logic. Every server refusal with its translations, one entry per
// sentence; splitting it by language or by module would scatter one sentence's versions.
import { type Language, languages } from '@shelfwise/contract';
import { type ContractCatalogue, translateContractMessage } from '@shelfwise/contract/messages';
import contractDe from '@shelfwise/contract/messages/de';
import contractEs from '@shelfwise/contract/messages/es';
import contractFr from '@shelfwise/contract/messages/fr';

/**
 * The server's own refusals in each language of the settings, keyed by the English text (the
 * spec's words, which stay the API's default). Patterns hold `{n}` for a number or a wait that the
 * English text carries. The contract's refusals (a schema's field messages) come from the
 * contract's catalogues, the same entries the web shows. A message known to neither goes out in
 * English.
 */
type Translations = Record<Exclude<Language, 'en'>, string>;

const exact: Record<string, Translations> = {
  'Invalid email or password': {
    es: 'Correo o contraseña incorrectos',
    fr: 'E-mail ou mot de passe incorrect',
    de: 'E-Mail oder Passwort ist falsch',
  },
  'Please sign in to continue': {
    es: 'Inicia sesión para continuar',
    fr: 'Connectez-vous pour continuer',
    de: 'Bitte melde dich an, um fortzufahren',
  },
  'Your session is invalid or has expired. Please sign in again.': {
    es: 'Tu sesión no es válida o ha caducado. Vuelve a iniciar sesión.',
    fr: 'Votre session n’est plus valide ou a expiré. Reconnectez-vous.',
    de: 'Deine Sitzung ist ungültig oder abgelaufen. Bitte melde dich erneut an.',
  },
  'An account with this email already exists': {
    es: 'Ya existe una cuenta con este correo',
    fr: 'Un compte existe déjà avec cet e-mail',
    de: 'Mit dieser E-Mail gibt es bereits ein Konto',
  },
  'You already have a borrower with this email': {
    es: 'Ya tienes un prestatario con este correo',
    fr: 'Vous avez déjà un emprunteur avec cet e-mail',
    de: 'Du hast schon eine ausleihende Person mit dieser E-Mail',
  },
  'Cannot delete borrower with active loans': {
    es: 'No se puede eliminar un prestatario con préstamos activos',
    fr: 'Impossible de supprimer un emprunteur qui a des prêts en cours',
    de: 'Eine Person mit laufenden Ausleihen kann nicht gelöscht werden',
  },
  'This book is already on loan': {
    es: 'Este libro ya está prestado',
    fr: 'Ce livre est déjà prêté',
    de: 'Dieses Buch ist bereits verliehen',
  },
  'This book has already been returned': {
    es: 'Este libro ya se ha devuelto',
    fr: 'Ce livre a déjà été rendu',
    de: 'Dieses Buch wurde bereits zurückgegeben',
  },
  'Return date cannot be before today': {
    es: 'La fecha de devolución no puede ser anterior a hoy',
    fr: 'La date de retour ne peut pas être avant aujourd’hui',
    de: 'Das Rückgabedatum darf nicht vor heute liegen',
  },
  'Reminder date cannot be before today': {
    es: 'La fecha del recordatorio no puede ser anterior a hoy',
    fr: 'La date du rappel ne peut pas être avant aujourd’hui',
    de: 'Das Erinnerungsdatum darf nicht vor heute liegen',
  },
  'Failed to send reminder': {
    es: 'No se pudo enviar el recordatorio',
    fr: 'Impossible d’envoyer le rappel',
    de: 'Erinnerung konnte nicht gesendet werden',
  },
  'Book not found': { es: 'Libro no encontrado', fr: 'Livre introuvable', de: 'Buch nicht gefunden' },
  'Borrower not found': {
    es: 'Prestatario no encontrado',
    fr: 'Emprunteur introuvable',
    de: 'Ausleihende Person nicht gefunden',
  },
  'Something went wrong on our side. Please try again.': {
    es: 'Algo ha fallado por nuestra parte. Inténtalo de nuevo.',
    fr: 'Un problème est survenu de notre côté. Veuillez réessayer.',
    de: 'Bei uns ist etwas schiefgelaufen. Bitte versuch es noch einmal.',
  },
  'We cannot reach our database right now. Please try again in a moment.': {
    es: 'Ahora mismo no podemos acceder a nuestra base de datos. Inténtalo de nuevo en un momento.',
    fr: 'Notre base de données est injoignable pour le moment. Réessayez dans un instant.',
    de: 'Unsere Datenbank ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',
  },
  'The server is too busy to finish this right now. Please try again.': {
    es: 'El servidor está demasiado ocupado ahora mismo. Inténtalo de nuevo.',
    fr: 'Le serveur est trop occupé pour le moment. Veuillez réessayer.',
    de: 'Der Server ist gerade zu beschäftigt. Bitte versuch es noch einmal.',
  },
  'The server is restarting. Please try again in a moment.': {
    es: 'El servidor se está reiniciando. Inténtalo de nuevo en un momento.',
    fr: 'Le serveur redémarre. Réessayez dans un instant.',
    de: 'Der Server startet neu. Bitte versuch es gleich noch einmal.',
  },
  // Things looked up by id
  'Loan not found': { es: 'Préstamo no encontrado', fr: 'Prêt introuvable', de: 'Ausleihe nicht gefunden' },
  'Access token not found': {
    es: 'Token de acceso no encontrado',
    fr: 'Jeton d’accès introuvable',
    de: 'Zugriffstoken nicht gefunden',
  },
  'This access token is invalid, expired or revoked': {
    es: 'Este token de acceso no es válido, ha caducado o se ha revocado',
    fr: 'Ce jeton d’accès n’est pas valide, a expiré ou a été révoqué',
    de: 'Dieses Zugriffstoken ist ungültig, abgelaufen oder widerrufen',
  },
  'Access tokens cannot be used here. Sign in to Shelfwise for this.': {
    es: 'Aquí no se pueden usar tokens de acceso. Inicia sesión en Shelfwise para esto.',
    fr: 'Les jetons d’accès ne sont pas acceptés ici. Connectez-vous à Shelfwise pour cela.',
    de: 'Zugriffstokens können hier nicht verwendet werden. Melde dich dafür bei Shelfwise an.',
  },
  'Reminder not found': {
    es: 'Recordatorio no encontrado',
    fr: 'Rappel introuvable',
    de: 'Erinnerung nicht gefunden',
  },
  'Friend not found': { es: 'Amigo no encontrado', fr: 'Ami introuvable', de: 'Freund nicht gefunden' },
  'User not found': {
    es: 'Usuario no encontrado',
    fr: 'Utilisateur introuvable',
    de: 'Benutzer nicht gefunden',
  },
  'Import not found': {
    es: 'Importación no encontrada',
    fr: 'Import introuvable',
    de: 'Import nicht gefunden',
  },
  'Borrowed book not found': {
    es: 'Libro prestado no encontrado',
    fr: 'Livre prêté introuvable',
    de: 'Verliehenes Buch nicht gefunden',
  },
  'Payment not found': { es: 'Pago no encontrado', fr: 'Paiement introuvable', de: 'Zahlung nicht gefunden' },
  'Receipt not found': { es: 'Recibo no encontrado', fr: 'Reçu introuvable', de: 'Beleg nicht gefunden' },
  'Checkout not found': {
    es: 'Pago no encontrado',
    fr: 'Paiement introuvable',
    de: 'Bezahlvorgang nicht gefunden',
  },
  'Friend request not found': {
    es: 'Solicitud de amistad no encontrada',
    fr: 'Demande d’ami introuvable',
    de: 'Freundschaftsanfrage nicht gefunden',
  },
  'Recommendation not found': {
    es: 'Recomendación no encontrada',
    fr: 'Recommandation introuvable',
    de: 'Empfehlung nicht gefunden',
  },
  'File not found': { es: 'Archivo no encontrado', fr: 'Fichier introuvable', de: 'Datei nicht gefunden' },
  'Page not found': { es: 'Página no encontrada', fr: 'Page introuvable', de: 'Seite nicht gefunden' },
  // Admin area
  'This area is for administrators only': {
    es: 'Esta zona es solo para administradores',
    fr: 'Cet espace est réservé aux administrateurs',
    de: 'Dieser Bereich ist nur für Admins',
  },
  'This email address is already verified.': {
    es: 'Esta dirección de correo ya está verificada.',
    fr: 'Cette adresse e-mail est déjà vérifiée.',
    de: 'Diese E-Mail-Adresse ist bereits bestätigt.',
  },
  'This is the last admin account. Make another account an admin first, so someone can still run the service.':
    {
      es: 'Esta es la última cuenta de administración. Haz admin a otra cuenta primero, para que alguien pueda seguir gestionando el servicio.',
      fr: 'C’est le dernier compte admin. Nommez d’abord un autre compte admin, pour que quelqu’un puisse encore gérer le service.',
      de: 'Das ist das letzte Admin-Konto. Mach zuerst ein anderes Konto zum Admin, damit jemand den Dienst weiter betreuen kann.',
    },
  'You cannot remove your own admin role. Ask another admin to do it.': {
    es: 'No puedes quitarte tu propio rol de admin. Pídeselo a otro admin.',
    fr: 'Vous ne pouvez pas retirer votre propre rôle admin. Demandez-le à un autre admin.',
    de: 'Du kannst dir die Admin-Rolle nicht selbst entziehen. Bitte einen anderen Admin darum.',
  },
  'You cannot suspend your own account.': {
    es: 'No puedes suspender tu propia cuenta.',
    fr: 'Vous ne pouvez pas suspendre votre propre compte.',
    de: 'Du kannst dein eigenes Konto nicht sperren.',
  },
  'You cannot delete your own account from the admin area. Use Settings, Danger Zone.': {
    es: 'No puedes eliminar tu propia cuenta desde la administración. Usa Ajustes, Zona de peligro.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte depuis l’administration. Utilisez Paramètres, Zone de danger.',
    de: 'Du kannst dein eigenes Konto nicht im Admin-Bereich löschen. Nutze Einstellungen, Gefahrenzone.',
  },
  // Accounts
  'Your email address is already verified': {
    es: 'Tu dirección de correo ya está verificada',
    fr: 'Votre adresse e-mail est déjà vérifiée',
    de: 'Deine E-Mail-Adresse ist bereits bestätigt',
  },
  'This password reset link is invalid or has expired. Please request a new one.': {
    es: 'Este enlace para restablecer la contraseña no es válido o ha caducado. Pide uno nuevo.',
    fr: 'Ce lien de réinitialisation est invalide ou a expiré. Demandez-en un nouveau.',
    de: 'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordere einen neuen an.',
  },
  'Too many reset requests from this network. Please try again later.': {
    es: 'Demasiadas solicitudes de restablecimiento desde esta red. Inténtalo de nuevo más tarde.',
    fr: 'Trop de demandes de réinitialisation depuis ce réseau. Réessayez plus tard.',
    de: 'Zu viele Anfragen zum Zurücksetzen aus diesem Netzwerk. Bitte versuch es später erneut.',
  },
  'The uploaded file is empty': {
    es: 'El archivo subido está vacío',
    fr: 'Le fichier envoyé est vide',
    de: 'Die hochgeladene Datei ist leer',
  },
  // Billing
  'Test mode is off on this server. Start again from the plan page.': {
    es: 'El modo de prueba está desactivado en este servidor. Empieza de nuevo desde la página de planes.',
    fr: 'Le mode test est désactivé sur ce serveur. Recommencez depuis la page des plans.',
    de: 'Der Testmodus ist auf diesem Server aus. Beginne noch einmal auf der Planseite.',
  },
  'You have no active subscription to cancel.': {
    es: 'No tienes ninguna suscripción activa que cancelar.',
    fr: 'Vous n’avez aucun abonnement actif à résilier.',
    de: 'Du hast kein aktives Abo zum Kündigen.',
  },
  'This test checkout link is not valid. Start again from the plan page.': {
    es: 'Este enlace de pago de prueba no es válido. Empieza de nuevo desde la página de planes.',
    fr: 'Ce lien de paiement de test n’est pas valide. Recommencez depuis la page des plans.',
    de: 'Dieser Testbezahl-Link ist ungültig. Beginne noch einmal auf der Planseite.',
  },
  'This test checkout has expired. Start again from the plan page.': {
    es: 'Este pago de prueba ha caducado. Empieza de nuevo desde la página de planes.',
    fr: 'Ce paiement de test a expiré. Recommencez depuis la page des plans.',
    de: 'Dieser Testbezahlvorgang ist abgelaufen. Beginne noch einmal auf der Planseite.',
  },
  'A subscription started while your account was being deleted, so your account was not deleted. Please try again.':
    {
      es: 'Se inició una suscripción mientras se eliminaba tu cuenta, así que no se eliminó. Vuelve a intentarlo.',
      fr: 'Un abonnement a commencé pendant la suppression de votre compte : il n’a donc pas été supprimé. Réessayez.',
      de: 'Während dein Konto gelöscht wurde, hat ein Abo begonnen, daher wurde es nicht gelöscht. Bitte versuch es noch einmal.',
    },
  'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes.':
    {
      es: 'No pudimos cancelar tu suscripción con el proveedor de pago, así que tu cuenta no se eliminó. Vuelve a intentarlo en unos minutos.',
      fr: 'Nous n’avons pas pu résilier votre abonnement auprès du prestataire de paiement : votre compte n’a donc pas été supprimé. Réessayez dans quelques minutes.',
      de: 'Wir konnten dein Abo beim Zahlungsanbieter nicht kündigen, daher wurde dein Konto nicht gelöscht. Bitte versuch es in ein paar Minuten erneut.',
    },
  'You are already subscribed to this plan with the selected billing cycle.': {
    es: 'Ya estás suscrito a este plan con el ciclo de facturación elegido.',
    fr: 'Vous êtes déjà abonné à ce plan avec ce cycle de facturation.',
    de: 'Du hast diesen Plan mit diesem Abrechnungszeitraum bereits abonniert.',
  },
  // Books, loans, borrowers
  'This Idempotency-Key was already used for a different book. Send a new key for a new book.': {
    es: 'Esta Idempotency-Key ya se usó para otro libro. Envía una clave nueva para un libro nuevo.',
    fr: 'Cette Idempotency-Key a déjà servi pour un autre livre. Envoyez une nouvelle clé pour un nouveau livre.',
    de: 'Dieser Idempotency-Key wurde schon für ein anderes Buch verwendet. Sende für ein neues Buch einen neuen Schlüssel.',
  },
  'Book loaned successfully': {
    es: 'Libro prestado correctamente',
    fr: 'Livre prêté avec succès',
    de: 'Buch erfolgreich verliehen',
  },
  'This unsubscribe link is not valid': {
    es: 'Este enlace para darse de baja no es válido',
    fr: 'Ce lien de désabonnement n’est pas valide',
    de: 'Dieser Abmeldelink ist ungültig',
  },
  // Friends and recommendations
  'You cannot invite yourself': {
    es: 'No puedes invitarte a ti mismo',
    fr: 'Vous ne pouvez pas vous inviter vous-même',
    de: 'Du kannst dich nicht selbst einladen',
  },
  'This book is on loan. It can be recommended once it is returned.': {
    es: 'Este libro está prestado. Se podrá recomendar cuando se devuelva.',
    fr: 'Ce livre est prêté. Il pourra être recommandé une fois rendu.',
    de: 'Dieses Buch ist verliehen. Es kann empfohlen werden, sobald es zurück ist.',
  },
  'You have already recommended this book to this friend': {
    es: 'Ya has recomendado este libro a este amigo',
    fr: 'Vous avez déjà recommandé ce livre à cet ami',
    de: 'Du hast diesem Freund dieses Buch schon empfohlen',
  },
  // Reminders
  'Only a scheduled, overdue or failed reminder can be edited': {
    es: 'Solo se puede editar un recordatorio programado, vencido o fallido',
    fr: 'Seul un rappel planifié, en retard ou échoué peut être modifié',
    de: 'Nur eine geplante, überfällige oder fehlgeschlagene Erinnerung kann bearbeitet werden',
  },
  'Only a scheduled or overdue reminder can be sent now': {
    es: 'Solo se puede enviar ahora un recordatorio programado o vencido',
    fr: 'Seul un rappel planifié ou en retard peut être envoyé maintenant',
    de: 'Nur eine geplante oder überfällige Erinnerung kann jetzt gesendet werden',
  },
  'This reminder is being sent right now': {
    es: 'Este recordatorio se está enviando ahora mismo',
    fr: 'Ce rappel est en cours d’envoi',
    de: 'Diese Erinnerung wird gerade gesendet',
  },
  'Recipient email is required': {
    es: 'El correo del destinatario es obligatorio',
    fr: 'L’e-mail du destinataire est obligatoire',
    de: 'Die E-Mail der empfangenden Person ist erforderlich',
  },
  // Import
  'Send one file only.': {
    es: 'Envía un solo archivo.',
    fr: 'Envoyez un seul fichier.',
    de: 'Sende nur eine Datei.',
  },
  'Line 1: the header row is empty.': {
    es: 'Línea 1: la fila de encabezado está vacía.',
    fr: 'Ligne 1 : la ligne d’en-tête est vide.',
    de: 'Zeile 1: die Kopfzeile ist leer.',
  },
  'The file has a header row but no books below it.': {
    es: 'El archivo tiene una fila de encabezado pero ningún libro debajo.',
    fr: 'Le fichier a une ligne d’en-tête mais aucun livre en dessous.',
    de: 'Die Datei hat eine Kopfzeile, aber keine Bücher darunter.',
  },
  'The file is empty.': {
    es: 'El archivo está vacío.',
    fr: 'Le fichier est vide.',
    de: 'Die Datei ist leer.',
  },
  'Only a generic CSV file has columns to map.': {
    es: 'Solo un archivo CSV genérico tiene columnas que asignar.',
    fr: 'Seul un fichier CSV générique a des colonnes à associer.',
    de: 'Nur eine allgemeine CSV-Datei hat Spalten zum Zuordnen.',
  },
  'This import has already been confirmed.': {
    es: 'Esta importación ya se ha confirmado.',
    fr: 'Cet import a déjà été confirmé.',
    de: 'Dieser Import wurde bereits bestätigt.',
  },
  'Choose the columns that hold the title and the author.': {
    es: 'Elige las columnas que contienen el título y el autor.',
    fr: 'Choisissez les colonnes qui contiennent le titre et l’auteur.',
    de: 'Wähle die Spalten mit Titel und Autor.',
  },
  'Choose the columns that hold the title and the author first.': {
    es: 'Elige primero las columnas que contienen el título y el autor.',
    fr: 'Choisissez d’abord les colonnes qui contiennent le titre et l’auteur.',
    de: 'Wähle zuerst die Spalten mit Titel und Autor.',
  },
  'This JSON file is not a Shelfwise export (version 1).': {
    es: 'Este archivo JSON no es una exportación de Shelfwise (versión 1).',
    fr: 'Ce fichier JSON n’est pas un export Shelfwise (version 1).',
    de: 'Diese JSON-Datei ist kein Shelfwise-Export (Version 1).',
  },
  'This file is compressed (gzip): decompress it and upload the CSV or JSON file inside.': {
    es: 'Este archivo está comprimido (gzip): descomprímelo y sube el archivo CSV o JSON que contiene.',
    fr: 'Ce fichier est compressé (gzip) : décompressez-le et importez le fichier CSV ou JSON qu’il contient.',
    de: 'Diese Datei ist komprimiert (gzip): entpacke sie und lade die CSV- oder JSON-Datei darin hoch.',
  },
  'This file is a zip archive (or a spreadsheet such as .xlsx), not a CSV file: upload the CSV file itself, or save the spreadsheet as CSV UTF-8.':
    {
      es: 'Este archivo es un archivo zip (o una hoja de cálculo como .xlsx), no un CSV: sube el propio archivo CSV o guarda la hoja como CSV UTF-8.',
      fr: 'Ce fichier est une archive zip (ou un classeur comme .xlsx), pas un fichier CSV : importez le fichier CSV lui-même, ou enregistrez le classeur en CSV UTF-8.',
      de: 'Diese Datei ist ein Zip-Archiv (oder eine Tabelle wie .xlsx), keine CSV-Datei: lade die CSV-Datei selbst hoch oder speichere die Tabelle als CSV UTF-8.',
    },
  'This file is saved as UTF-16 text: save it as CSV UTF-8 and upload it again.': {
    es: 'Este archivo está guardado como texto UTF-16: guárdalo como CSV UTF-8 y vuelve a subirlo.',
    fr: 'Ce fichier est enregistré en texte UTF-16 : enregistrez-le en CSV UTF-8 et importez-le à nouveau.',
    de: 'Diese Datei ist als UTF-16-Text gespeichert: speichere sie als CSV UTF-8 und lade sie erneut hoch.',
  },
  'Line 1: the header row is longer than 1 MB.': {
    es: 'Línea 1: la fila de encabezado ocupa más de 1 MB.',
    fr: 'Ligne 1 : la ligne d’en-tête dépasse 1 Mo.',
    de: 'Zeile 1: die Kopfzeile ist länger als 1 MB.',
  },
  'A newer upload replaced this one: upload the file again to see its preview.': {
    es: 'Una subida más reciente ha sustituido a esta: vuelve a subir el archivo para ver su vista previa.',
    fr: 'Un import plus récent a remplacé celui-ci : importez à nouveau le fichier pour voir son aperçu.',
    de: 'Ein neuerer Upload hat diesen ersetzt: lade die Datei erneut hoch, um ihre Vorschau zu sehen.',
  },
  // The wishlist (issue 30).
  'Wishlist item not found': {
    es: 'Libro de la lista de deseos no encontrado',
    fr: 'Livre de la liste d’envies introuvable',
    de: 'Buch der Wunschliste nicht gefunden',
  },
  'Wishlist not found': {
    es: 'Lista de deseos no encontrada',
    fr: 'Liste d’envies introuvable',
    de: 'Wunschliste nicht gefunden',
  },
  'This book is already on your wishlist': {
    es: 'Este libro ya está en tu lista de deseos',
    fr: 'Ce livre est déjà sur votre liste d’envies',
    de: 'Dieses Buch steht schon auf deiner Wunschliste',
  },
  // Borrowers in the loop (issue 29): the borrower's page and the owner's answers.
  'This link is no longer valid. Ask the book’s owner for a new one.': {
    es: 'Este enlace ya no es válido. Pide uno nuevo a quien te prestó el libro.',
    fr: 'Ce lien n’est plus valide. Demandez-en un nouveau à la personne qui vous a prêté le livre.',
    de: 'Dieser Link ist nicht mehr gültig. Bitte die Person, die dir das Buch geliehen hat, um einen neuen.',
  },
  'The owner does not take requests through this page.': {
    es: 'Quien te prestó el libro no acepta solicitudes desde esta página.',
    fr: 'La personne qui vous a prêté le livre n’accepte pas de demandes depuis cette page.',
    de: 'Die Person, die dir das Buch geliehen hat, nimmt über diese Seite keine Anfragen an.',
  },
  'You already asked for more time for this book; the owner has not answered yet.': {
    es: 'Ya pediste más tiempo para este libro; aún no hay respuesta.',
    fr: 'Vous avez déjà demandé plus de temps pour ce livre ; pas encore de réponse.',
    de: 'Du hast für dieses Buch schon um mehr Zeit gebeten; eine Antwort steht noch aus.',
  },
  'You already said you gave this book back; the owner has not confirmed yet.': {
    es: 'Ya dijiste que devolviste este libro; aún no está confirmado.',
    fr: 'Vous avez déjà dit avoir rendu ce livre ; ce n’est pas encore confirmé.',
    de: 'Du hast schon gesagt, dass du dieses Buch zurückgegeben hast; das ist noch nicht bestätigt.',
  },
  'This loan cannot be extended again. Talk to the owner.': {
    es: 'Este préstamo no se puede extender más. Habla con quien te lo prestó.',
    fr: 'Ce prêt ne peut plus être prolongé. Parlez-en à la personne qui vous l’a prêté.',
    de: 'Diese Ausleihe kann nicht weiter verlängert werden. Sprich mit der Person, die sie dir geliehen hat.',
  },
  'This request has already been answered.': {
    es: 'Esta solicitud ya tiene respuesta.',
    fr: 'Cette demande a déjà reçu une réponse.',
    de: 'Diese Anfrage wurde schon beantwortet.',
  },
  'Choose a date after the current due date.': {
    es: 'Elige una fecha posterior a la fecha de devolución actual.',
    fr: 'Choisissez une date après la date de retour actuelle.',
    de: 'Wähle ein Datum nach dem aktuellen Rückgabedatum.',
  },
  'Request not found': {
    es: 'Solicitud no encontrada',
    fr: 'Demande introuvable',
    de: 'Anfrage nicht gefunden',
  },
};

/** Messages with values inside: the English pattern, `{n}` or `{1}`, `{2}`… where its captures go. */
const patterns: [RegExp, Translations][] = [
  [
    /^Choose a date no later than (\d{4}-\d{2}-\d{2})\.$/,
    {
      es: 'Elige una fecha no posterior al {1}.',
      fr: 'Choisissez une date au plus tard le {1}.',
      de: 'Wähle ein Datum spätestens am {1}.',
    },
  ],
  [
    /^Too many requests from this address\. Try again in (\d+ minutes?)\.$/,
    {
      es: 'Demasiadas solicitudes desde esta dirección. Vuelve a intentarlo en {n}.',
      fr: 'Trop de requêtes depuis cette adresse. Réessayez dans {n}.',
      de: 'Zu viele Anfragen von dieser Adresse. Versuche es in {n} erneut.',
    },
  ],
  [
    /^Your (\w+) plan holds up to ([\d,]+) books on the wishlist\. Remove one or upgrade to add more\.$/,
    {
      es: 'Tu plan {1} admite hasta {2} libros en la lista de deseos. Quita uno o mejora tu plan para añadir más.',
      fr: 'Votre plan {1} contient jusqu’à {2} livres sur la liste d’envies. Retirez-en un ou passez à un plan supérieur pour en ajouter.',
      de: 'Dein Plan {1} fasst bis zu {2} Bücher auf der Wunschliste. Entferne eines oder upgrade, um mehr hinzuzufügen.',
    },
  ],
  [
    /^Too many requests from this link\. Try again in (\d+ minutes?)\.$/,
    {
      es: 'Demasiadas solicitudes desde este enlace. Vuelve a intentarlo en {n}.',
      fr: 'Trop de requêtes depuis ce lien. Réessayez dans {n}.',
      de: 'Zu viele Anfragen über diesen Link. Versuche es in {n} erneut.',
    },
  ],
  [
    /^This token lacks the (\S+) scope$/,
    {
      es: 'A este token le falta el permiso {1}',
      fr: 'Ce jeton n’a pas la portée {1}',
      de: 'Diesem Token fehlt der Bereich {1}',
    },
  ],
  [
    /^This access token made too many requests\. Try again in (.+)\.$/,
    {
      es: 'Este token de acceso ha hecho demasiadas peticiones. Vuelve a intentarlo en {n}.',
      fr: 'Ce jeton d’accès a fait trop de requêtes. Réessayez dans {n}.',
      de: 'Dieses Zugriffstoken hat zu viele Anfragen gestellt. Versuch es in {n} erneut.',
    },
  ],
  [
    /^The (.+) plan allows (\d+) access tokens? at a time\. Revoke one, or upgrade your plan to make more\.$/,
    {
      es: 'El plan {1} permite {2} token(s) de acceso a la vez. Revoca uno o mejora tu plan para crear más.',
      fr: 'Le plan {1} permet {2} jeton(s) d’accès à la fois. Révoquez-en un, ou passez à un plan supérieur pour en créer d’autres.',
      de: 'Der Plan {1} erlaubt {2} Zugriffstoken gleichzeitig. Widerrufe eines oder upgrade deinen Plan, um mehr zu erstellen.',
    },
  ],
  [
    /^This file has more than ([\d,]+) rows, the most one import reads\. Split it into smaller files\.$/,
    {
      es: 'Este archivo tiene más de {1} filas, el máximo que lee una importación. Divídelo en archivos más pequeños.',
      fr: 'Ce fichier compte plus de {1} lignes, le maximum qu’un import lit. Divisez-le en fichiers plus petits.',
      de: 'Diese Datei hat mehr als {1} Zeilen, das Höchste, was ein Import liest. Teile sie in kleinere Dateien auf.',
    },
  ],
  [
    /^This file has more than ([\d,]+) rows, the most one import reads on the (\w+) plan\. Split it into smaller files, or upgrade to import more at once\.$/,
    {
      es: 'Este archivo tiene más de {1} filas, el máximo que lee una importación con el plan {2}. Divídelo en archivos más pequeños o mejora tu plan para importar más a la vez.',
      fr: 'Ce fichier compte plus de {1} lignes, le maximum qu’un import lit avec le plan {2}. Divisez-le en fichiers plus petits, ou passez à un plan supérieur pour en importer plus à la fois.',
      de: 'Diese Datei hat mehr als {1} Zeilen, das Höchste, was ein Import im Plan {2} liest. Teile sie in kleinere Dateien auf oder upgrade, um mehr auf einmal zu importieren.',
    },
  ],
  [
    /^The file could not be read\. Line (\d+): the file holds a NUL byte, so it is not a text file \(a binary file, or text saved as UTF-16\)\.$/,
    {
      es: 'No se pudo leer el archivo. Línea {1}: contiene un byte NUL, así que no es un archivo de texto (es un archivo binario o texto guardado como UTF-16).',
      fr: 'Le fichier n’a pas pu être lu. Ligne {1} : il contient un octet NUL, ce n’est donc pas un fichier texte (fichier binaire, ou texte enregistré en UTF-16).',
      de: 'Die Datei konnte nicht gelesen werden. Zeile {1}: sie enthält ein NUL-Byte und ist daher keine Textdatei (eine Binärdatei oder als UTF-16 gespeicherter Text).',
    },
  ],
  [
    /^The file could not be read\. Line (\d+): a quoted field is not closed\.$/,
    {
      es: 'No se pudo leer el archivo. Línea {1}: un campo entre comillas no está cerrado.',
      fr: 'Le fichier n’a pas pu être lu. Ligne {1} : un champ entre guillemets n’est pas fermé.',
      de: 'Die Datei konnte nicht gelesen werden. Zeile {1}: ein Feld in Anführungszeichen wird nicht geschlossen.',
    },
  ],
  [
    /^Too many failed sign-in attempts\. Try again in (.+), or reset your password\.$/,
    {
      es: 'Demasiados intentos fallidos. Vuelve a intentarlo en {n} o restablece tu contraseña.',
      fr: 'Trop de tentatives échouées. Réessayez dans {n} ou réinitialisez votre mot de passe.',
      de: 'Zu viele fehlgeschlagene Anmeldeversuche. Versuch es in {n} erneut oder setz dein Passwort zurück.',
    },
  ],
  [
    /^Too many codes requested\. Try again in (.+)\.$/,
    {
      es: 'Has pedido demasiados códigos. Vuelve a intentarlo en {n}.',
      fr: 'Trop de codes demandés. Réessayez dans {n}.',
      de: 'Zu viele Codes angefordert. Versuch es in {n} erneut.',
    },
  ],
  [
    /^Your (\w+) plan holds up to ([\d,]+) books\. Upgrade to add more\.$/,
    {
      es: 'Tu plan {1} admite hasta {2} libros. Mejora tu plan para añadir más.',
      fr: 'Votre plan {1} contient jusqu’à {2} livres. Passez à un plan supérieur pour en ajouter.',
      de: 'Dein Plan {1} fasst bis zu {2} Bücher. Upgrade, um mehr hinzuzufügen.',
    },
  ],
  [
    /^Your (\w+) plan holds up to ([\d,]+) books\. There is room for ([\d,]+) more books?, and you chose ([\d,]+)\. Choose fewer books or upgrade to add more\.$/,
    {
      es: 'Tu plan {1} admite hasta {2} libros. Queda sitio para {3} más y elegiste {4}. Elige menos libros o mejora tu plan.',
      fr: 'Votre plan {1} contient jusqu’à {2} livres. Il reste de la place pour {3} de plus et vous en avez choisi {4}. Choisissez moins de livres ou passez à un plan supérieur.',
      de: 'Dein Plan {1} fasst bis zu {2} Bücher. Es ist Platz für {3} weitere, und du hast {4} gewählt. Wähle weniger Bücher oder upgrade.',
    },
  ],
  [
    /^Your plan allows up to (\d+) active loans\. Upgrade to lend more books at once\.$/,
    {
      es: 'Tu plan permite hasta {1} préstamos activos. Mejora tu plan para prestar más libros a la vez.',
      fr: 'Votre plan permet jusqu’à {1} prêts en cours. Passez à un plan supérieur pour prêter plus de livres à la fois.',
      de: 'Dein Plan erlaubt bis zu {1} aktive Ausleihen. Upgrade, um mehr Bücher gleichzeitig zu verleihen.',
    },
  ],
  [
    /^You reached the (\w+) plan's limit of ([\d,]+) emails a day to other people\. It resets at midnight in your timezone\.$/,
    {
      es: 'Has alcanzado el límite del plan {1} de {2} correos al día a otras personas. Se reinicia a medianoche en tu zona horaria.',
      fr: 'Vous avez atteint la limite du plan {1} de {2} e-mails par jour à d’autres personnes. Elle se réinitialise à minuit dans votre fuseau horaire.',
      de: 'Du hast das Limit des Plans {1} von {2} E-Mails am Tag an andere Personen erreicht. Es wird um Mitternacht in deiner Zeitzone zurückgesetzt.',
    },
  ],
  [
    /^Sign-ups are closed at the moment\. Contact support at (\S+) if you need an account\.$/,
    {
      es: 'Los registros están cerrados por ahora. Escribe a soporte en {1} si necesitas una cuenta.',
      fr: 'Les inscriptions sont fermées pour le moment. Contactez le support à {1} si vous avez besoin d’un compte.',
      de: 'Anmeldungen sind gerade geschlossen. Schreib dem Support an {1}, wenn du ein Konto brauchst.',
    },
  ],
  [
    /^This account has been suspended\. Contact support at (\S+)\.$/,
    {
      es: 'Esta cuenta está suspendida. Escribe a soporte en {1}.',
      fr: 'Ce compte a été suspendu. Contactez le support à {1}.',
      de: 'Dieses Konto wurde gesperrt. Schreib dem Support an {1}.',
    },
  ],
  [
    /^Payments with (Stripe|Paystack) are not available on this server\.$/,
    {
      es: 'Los pagos con {1} no están disponibles en este servidor.',
      fr: 'Les paiements avec {1} ne sont pas disponibles sur ce serveur.',
      de: 'Zahlungen mit {1} sind auf diesem Server nicht verfügbar.',
    },
  ],
  [
    /^A refund is available within (\d+) days of your first payment; this subscription is past that\.$/,
    {
      es: 'El reembolso está disponible durante {1} días desde tu primer pago; esta suscripción ya los ha superado.',
      fr: 'Un remboursement est possible dans les {1} jours suivant votre premier paiement ; cet abonnement a dépassé ce délai.',
      de: 'Eine Erstattung ist innerhalb von {1} Tagen nach deiner ersten Zahlung möglich; dieses Abo liegt darüber.',
    },
  ],
  [
    /^"(.+)" is already in your library$/,
    {
      es: '"{1}" ya está en tu biblioteca',
      fr: '« {1} » est déjà dans votre bibliothèque',
      de: '„{1}“ ist schon in deiner Bibliothek',
    },
  ],
  [
    /^You are already friends with (\S+)$/,
    { es: 'Ya eres amigo de {1}', fr: 'Vous êtes déjà ami avec {1}', de: 'Du bist schon mit {1} befreundet' },
  ],
  [
    /^You have already invited (\S+)$/,
    { es: 'Ya has invitado a {1}', fr: 'Vous avez déjà invité {1}', de: 'Du hast {1} schon eingeladen' },
  ],
  [
    /^(\S+) has already sent you a friend request\. Accept it on your Friends page\.$/,
    {
      es: '{1} ya te ha enviado una solicitud de amistad. Acéptala en tu página de Amigos.',
      fr: '{1} vous a déjà envoyé une demande d’ami. Acceptez-la sur votre page Amis.',
      de: '{1} hat dir schon eine Freundschaftsanfrage geschickt. Nimm sie auf deiner Freunde-Seite an.',
    },
  ],
  [
    /^You can send up to (\d+) invitations a day\. Try again in (.+)\.$/,
    {
      es: 'Puedes enviar hasta {1} invitaciones al día. Vuelve a intentarlo en {2}.',
      fr: 'Vous pouvez envoyer jusqu’à {1} invitations par jour. Réessayez dans {2}.',
      de: 'Du kannst bis zu {1} Einladungen am Tag senden. Versuch es in {2} erneut.',
    },
  ],
  [
    /^You can recommend up to (\d+) books a day\. Try again in (.+)\.$/,
    {
      es: 'Puedes recomendar hasta {1} libros al día. Vuelve a intentarlo en {2}.',
      fr: 'Vous pouvez recommander jusqu’à {1} livres par jour. Réessayez dans {2}.',
      de: 'Du kannst bis zu {1} Bücher am Tag empfehlen. Versuch es in {2} erneut.',
    },
  ],
  [
    /^You have already recommended "(.+)" to (.+)$/,
    {
      es: 'Ya has recomendado "{1}" a {2}',
      fr: 'Vous avez déjà recommandé « {1} » à {2}',
      de: 'Du hast {2} „{1}“ schon empfohlen',
    },
  ],
  [
    /^Book loaned successfully, but the confirmation email was not sent: (.+) unsubscribed from your emails\.$/,
    {
      es: 'Libro prestado correctamente, pero no se envió el correo de confirmación: {1} se dio de baja de tus correos.',
      fr: 'Livre prêté avec succès, mais l’e-mail de confirmation n’a pas été envoyé : {1} s’est désabonné de vos e-mails.',
      de: 'Buch erfolgreich verliehen, aber die Bestätigungs-E-Mail wurde nicht gesendet: {1} hat sich von deinen E-Mails abgemeldet.',
    },
  ],
];

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/**
 * The language of a request: the signed-in user's setting, else the first of `Accept-Language`
 * that Shelfwise speaks, else English.
 */
export function requestLanguage(
  userLanguage: string | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (userLanguage && isLanguage(userLanguage)) return userLanguage;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '';
    if (isLanguage(tag)) return tag;
  }
  return 'en';
}

/** The English units of a wait ('5 minutes', '1 hour') in each language. */
const units: Record<Exclude<Language, 'en'>, Record<string, string>> = {
  es: {
    second: 'segundo',
    seconds: 'segundos',
    minute: 'minuto',
    minutes: 'minutos',
    hour: 'hora',
    hours: 'horas',
  },
  fr: {
    second: 'seconde',
    seconds: 'secondes',
    minute: 'minute',
    minutes: 'minutes',
    hour: 'heure',
    hours: 'heures',
  },
  de: {
    second: 'Sekunde',
    seconds: 'Sekunden',
    minute: 'Minute',
    minutes: 'Minuten',
    hour: 'Stunde',
    hours: 'Stunden',
  },
};
const localUnits = (value: string, language: Exclude<Language, 'en'>) =>
  value.replace(/\b(seconds?|minutes?|hours?)\b/g, (word) => units[language][word] ?? word);

const contractCatalogues: Record<Exclude<Language, 'en'>, ContractCatalogue> = {
  es: contractEs,
  fr: contractFr,
  de: contractDe,
};

/** The message in `language` when it is one we know, else as it is. */
export function translateMessage(message: string, language: Language): string {
  if (language === 'en') return message;
  const catalogue = contractCatalogues[language];
  const fromContract = translateContractMessage(message, (key) => catalogue[key]);
  if (fromContract !== null) return fromContract;
  const known = exact[message];
  if (known) return known[language];
  for (const [pattern, translations] of patterns) {
    const match = pattern.exec(message);
    if (match) {
      // `{n}` (or `{1}`, `{2}`…) is what the English sentence carried there, waits in the language.
      return translations[language].replace(/\{(n|\d)\}/g, (_, which: string) =>
        localUnits(match[which === 'n' ? 1 : Number(which)] ?? '', language),
      );
    }
  }
  return message;
}
