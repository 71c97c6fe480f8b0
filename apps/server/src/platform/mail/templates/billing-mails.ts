import { APP_NAME, type BillingCycle } from '@shelfwise/contract';
import { type MailLanguage, mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

export { formatMailDate } from './language.ts';

/**
 * The mails of payments and plan changes (receipt, failed renewal, refund, cancellation, plan
 * ended), in the account's language. Amounts and dates arrive already worded (dates through
 * `formatMailDate` in the same language), so these only arrange the sentences.
 */

interface Recipient {
  name: string;
  /** The Subscription page, built from APP_URL. */
  subscriptionUrl: string;
  /** The account's language (settings); English when unknown. */
  language?: string | null;
}

const texts = {
  en: {
    button: 'View your subscription',
    cycle: { monthly: 'monthly', yearly: 'yearly' },
    card: (type: string, last4: string) => `${type} ending in ${last4}`,
    receipt: {
      subject: (plan: string) => `Your ${APP_NAME} receipt: ${plan}`,
      preheader: (amount: string, on: string) => `${amount} paid on ${on}`,
      thanks: (plan: string, cycle: string) =>
        `Thank you for your payment. You are on the ${plan} (${cycle}).`,
      amount: (v: string) => `Amount: ${v}`,
      date: (v: string) => `Date: ${v}`,
      number: (v: string) => `Receipt number: ${v}`,
      paidWith: (v: string) => `Paid with: ${v}`,
      renews: (v: string) => `Your plan renews on ${v}.`,
      footnote:
        'You can download this receipt as a PDF from your Subscription page. Paid plans come with a 7-day money-back guarantee.',
    },
    failed: {
      subject: `We could not take your ${APP_NAME} payment`,
      line: (amount: string, plan: string) => `Your payment of ${amount} for the ${plan} did not go through.`,
      retry:
        'Your payment provider will try again over the next days. Please check that your card is valid and has funds, so your plan continues without a break.',
    },
    refund: {
      subject: (amount: string) => `Your ${APP_NAME} refund of ${amount}`,
      line: (amount: string, plan: string, ref: string) =>
        `We refunded ${amount} for the ${plan} (receipt ${ref}).`,
      bank: 'Depending on your bank, it can take 5 to 10 business days to appear on your statement.',
    },
    cancelled: {
      subject: `Your ${APP_NAME} subscription is cancelled`,
      line: (plan: string, on: string) =>
        `Your ${plan} will not renew. You keep all its features until ${on}; after that your account moves to the Free plan.`,
      kept: 'All your books, borrowers and history stay in your account.',
    },
    ended: {
      subject: `Your ${APP_NAME} plan has ended`,
      line: (plan: string) => `Your ${plan} has ended and your account is now on the Free plan.`,
      kept: 'All your books, borrowers and history are kept. While your library is larger than the Free plan allows, you can keep every book but cannot add new ones. You can subscribe again at any time.',
      button: 'Choose a plan',
    },
  },
  es: {
    button: 'Ver tu suscripción',
    cycle: { monthly: 'mensual', yearly: 'anual' },
    card: (type: string, last4: string) => `${type} terminada en ${last4}`,
    receipt: {
      subject: (plan: string) => `Tu recibo de ${APP_NAME}: ${plan}`,
      preheader: (amount: string, on: string) => `${amount} pagado el ${on}`,
      thanks: (plan: string, cycle: string) => `Gracias por tu pago. Tienes el plan ${plan} (${cycle}).`,
      amount: (v: string) => `Importe: ${v}`,
      date: (v: string) => `Fecha: ${v}`,
      number: (v: string) => `Número de recibo: ${v}`,
      paidWith: (v: string) => `Pagado con: ${v}`,
      renews: (v: string) => `Tu plan se renueva el ${v}.`,
      footnote:
        'Puedes descargar este recibo en PDF desde tu página de Suscripción. Los planes de pago tienen una garantía de devolución de 7 días.',
    },
    failed: {
      subject: `No pudimos cobrar tu pago de ${APP_NAME}`,
      line: (amount: string, plan: string) => `Tu pago de ${amount} por el plan ${plan} no se ha completado.`,
      retry:
        'Tu proveedor de pago lo volverá a intentar en los próximos días. Comprueba que tu tarjeta es válida y tiene fondos para que tu plan siga sin interrupciones.',
    },
    refund: {
      subject: (amount: string) => `Tu reembolso de ${APP_NAME} de ${amount}`,
      line: (amount: string, plan: string, ref: string) =>
        `Te hemos reembolsado ${amount} por el plan ${plan} (recibo ${ref}).`,
      bank: 'Según tu banco, puede tardar de 5 a 10 días hábiles en aparecer en tu extracto.',
    },
    cancelled: {
      subject: `Tu suscripción de ${APP_NAME} está cancelada`,
      line: (plan: string, on: string) =>
        `Tu plan ${plan} no se renovará. Conservas todas sus funciones hasta el ${on}; después tu cuenta pasa al plan Free.`,
      kept: 'Todos tus libros, prestatarios e historial se quedan en tu cuenta.',
    },
    ended: {
      subject: `Tu plan de ${APP_NAME} ha terminado`,
      line: (plan: string) => `Tu plan ${plan} ha terminado y tu cuenta está ahora en el plan Free.`,
      kept: 'Se conservan todos tus libros, prestatarios e historial. Mientras tu biblioteca supere lo que permite el plan Free, conservas todos los libros pero no puedes añadir nuevos. Puedes volver a suscribirte cuando quieras.',
      button: 'Elegir un plan',
    },
  },
  fr: {
    button: 'Voir votre abonnement',
    cycle: { monthly: 'mensuel', yearly: 'annuel' },
    card: (type: string, last4: string) => `${type} se terminant par ${last4}`,
    receipt: {
      subject: (plan: string) => `Votre reçu ${APP_NAME} : ${plan}`,
      preheader: (amount: string, on: string) => `${amount} payé le ${on}`,
      thanks: (plan: string, cycle: string) =>
        `Merci pour votre paiement. Vous avez le plan ${plan} (${cycle}).`,
      amount: (v: string) => `Montant : ${v}`,
      date: (v: string) => `Date : ${v}`,
      number: (v: string) => `Numéro de reçu : ${v}`,
      paidWith: (v: string) => `Payé avec : ${v}`,
      renews: (v: string) => `Votre plan se renouvelle le ${v}.`,
      footnote:
        'Vous pouvez télécharger ce reçu en PDF depuis votre page Abonnement. Les plans payants sont garantis satisfait ou remboursé pendant 7 jours.',
    },
    failed: {
      subject: `Nous n’avons pas pu encaisser votre paiement ${APP_NAME}`,
      line: (amount: string, plan: string) =>
        `Votre paiement de ${amount} pour le plan ${plan} n’a pas abouti.`,
      retry:
        'Votre prestataire de paiement réessaiera dans les prochains jours. Vérifiez que votre carte est valide et approvisionnée pour que votre plan continue sans interruption.',
    },
    refund: {
      subject: (amount: string) => `Votre remboursement ${APP_NAME} de ${amount}`,
      line: (amount: string, plan: string, ref: string) =>
        `Nous avons remboursé ${amount} pour le plan ${plan} (reçu ${ref}).`,
      bank: 'Selon votre banque, il peut falloir 5 à 10 jours ouvrés pour qu’il apparaisse sur votre relevé.',
    },
    cancelled: {
      subject: `Votre abonnement ${APP_NAME} est résilié`,
      line: (plan: string, on: string) =>
        `Votre plan ${plan} ne sera pas renouvelé. Vous gardez toutes ses fonctionnalités jusqu’au ${on} ; ensuite votre compte passe au plan Free.`,
      kept: 'Tous vos livres, emprunteurs et votre historique restent dans votre compte.',
    },
    ended: {
      subject: `Votre plan ${APP_NAME} a pris fin`,
      line: (plan: string) => `Votre plan ${plan} a pris fin et votre compte est maintenant au plan Free.`,
      kept: 'Tous vos livres, emprunteurs et votre historique sont conservés. Tant que votre bibliothèque dépasse ce que permet le plan Free, vous gardez chaque livre mais ne pouvez pas en ajouter. Vous pouvez vous réabonner à tout moment.',
      button: 'Choisir un plan',
    },
  },
  de: {
    button: 'Dein Abo ansehen',
    cycle: { monthly: 'monatlich', yearly: 'jährlich' },
    card: (type: string, last4: string) => `${type} mit Endziffern ${last4}`,
    receipt: {
      subject: (plan: string) => `Dein ${APP_NAME}-Beleg: ${plan}`,
      preheader: (amount: string, on: string) => `${amount} bezahlt am ${on}`,
      thanks: (plan: string, cycle: string) =>
        `Danke für deine Zahlung. Du hast den Plan ${plan} (${cycle}).`,
      amount: (v: string) => `Betrag: ${v}`,
      date: (v: string) => `Datum: ${v}`,
      number: (v: string) => `Belegnummer: ${v}`,
      paidWith: (v: string) => `Bezahlt mit: ${v}`,
      renews: (v: string) => `Dein Plan verlängert sich am ${v}.`,
      footnote:
        'Du kannst diesen Beleg auf deiner Abo-Seite als PDF herunterladen. Bezahlte Pläne haben eine 7-Tage-Geld-zurück-Garantie.',
    },
    failed: {
      subject: `Wir konnten deine ${APP_NAME}-Zahlung nicht einziehen`,
      line: (amount: string, plan: string) =>
        `Deine Zahlung von ${amount} für den Plan ${plan} ist nicht durchgegangen.`,
      retry:
        'Dein Zahlungsanbieter versucht es in den nächsten Tagen erneut. Bitte prüfe, ob deine Karte gültig und gedeckt ist, damit dein Plan ohne Unterbrechung weiterläuft.',
    },
    refund: {
      subject: (amount: string) => `Deine ${APP_NAME}-Erstattung über ${amount}`,
      line: (amount: string, plan: string, ref: string) =>
        `Wir haben ${amount} für den Plan ${plan} erstattet (Beleg ${ref}).`,
      bank: 'Je nach Bank kann es 5 bis 10 Werktage dauern, bis sie auf deinem Kontoauszug erscheint.',
    },
    cancelled: {
      subject: `Dein ${APP_NAME}-Abo ist gekündigt`,
      line: (plan: string, on: string) =>
        `Dein Plan ${plan} verlängert sich nicht. Du behältst alle Funktionen bis zum ${on}; danach wechselt dein Konto zum Free-Plan.`,
      kept: 'Alle deine Bücher, Ausleihenden und dein Verlauf bleiben in deinem Konto.',
    },
    ended: {
      subject: `Dein ${APP_NAME}-Plan ist beendet`,
      line: (plan: string) => `Dein Plan ${plan} ist beendet und dein Konto ist jetzt im Free-Plan.`,
      kept: 'Alle deine Bücher, Ausleihenden und dein Verlauf bleiben erhalten. Solange deine Bibliothek größer ist, als der Free-Plan erlaubt, behältst du jedes Buch, kannst aber keine neuen hinzufügen. Du kannst jederzeit wieder abonnieren.',
      button: 'Plan wählen',
    },
  },
} satisfies Record<MailLanguage, unknown>;

const base = (input: Recipient) => {
  const lang = mailLanguage(input.language);
  return { s: texts[lang], frame: mailFrame(lang, input.name) };
};

export function paymentReceiptMail(
  input: Recipient & {
    planTitle: string;
    cycle: BillingCycle;
    amount: string;
    reference: string;
    paidOn: string;
    card: { cardType: string; last4: string } | null;
    renewsOn: string | null;
  },
): RenderedMail {
  const { s, frame } = base(input);
  const r = s.receipt;
  return renderMail({
    ...frame,
    subject: r.subject(input.planTitle),
    preheader: r.preheader(input.amount, input.paidOn),
    paragraphs: [
      r.thanks(input.planTitle, s.cycle[input.cycle]),
      r.amount(input.amount),
      r.date(input.paidOn),
      r.number(input.reference),
      ...(input.card ? [r.paidWith(s.card(input.card.cardType, input.card.last4))] : []),
      ...(input.renewsOn ? [r.renews(input.renewsOn)] : []),
    ],
    button: { label: s.button, url: input.subscriptionUrl },
    footnote: r.footnote,
  });
}

export function paymentFailedMail(input: Recipient & { planTitle: string; amount: string }): RenderedMail {
  const { s, frame } = base(input);
  return renderMail({
    ...frame,
    subject: s.failed.subject,
    paragraphs: [s.failed.line(input.amount, input.planTitle), s.failed.retry],
    button: { label: s.button, url: input.subscriptionUrl },
  });
}

export function refundReceiptMail(
  input: Recipient & { amount: string; reference: string; planTitle: string },
): RenderedMail {
  const { s, frame } = base(input);
  return renderMail({
    ...frame,
    subject: s.refund.subject(input.amount),
    paragraphs: [s.refund.line(input.amount, input.planTitle, input.reference), s.refund.bank],
    button: { label: s.button, url: input.subscriptionUrl },
  });
}

export function subscriptionCancelledMail(
  input: Recipient & { planTitle: string; endsOn: string },
): RenderedMail {
  const { s, frame } = base(input);
  return renderMail({
    ...frame,
    subject: s.cancelled.subject,
    paragraphs: [s.cancelled.line(input.planTitle, input.endsOn), s.cancelled.kept],
    button: { label: s.button, url: input.subscriptionUrl },
  });
}

export function planEndedMail(input: Recipient & { planTitle: string }): RenderedMail {
  const { s, frame } = base(input);
  return renderMail({
    ...frame,
    subject: s.ended.subject,
    paragraphs: [s.ended.line(input.planTitle), s.ended.kept],
    button: { label: s.ended.button, url: input.subscriptionUrl },
  });
}
