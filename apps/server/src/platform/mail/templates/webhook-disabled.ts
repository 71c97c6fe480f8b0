import { APP_NAME } from '@shelfwise/contract';
import { mailFrame, mailLanguage } from './language.ts';
import { type RenderedMail, renderMail } from './layout.ts';

const texts = {
  en: {
    subject: `A ${APP_NAME} webhook was turned off`,
    preheader: (url: string) => `${url} failed too many times.`,
    paragraphs: (url: string, failures: number) => [
      `The last ${failures} events we sent to your webhook endpoint ${url} all failed, each after several tries, so we turned the endpoint off.`,
      'Nothing more is sent to it until you turn it on again in Settings › Webhooks. The delivery log there shows what the endpoint answered.',
    ],
    button: 'Open Settings',
  },
  es: {
    subject: `Se ha desactivado un webhook de ${APP_NAME}`,
    preheader: (url: string) => `${url} ha fallado demasiadas veces.`,
    paragraphs: (url: string, failures: number) => [
      `Los últimos ${failures} eventos que enviamos a tu webhook ${url} fallaron, cada uno tras varios intentos, así que lo hemos desactivado.`,
      'No se le envía nada más hasta que lo vuelvas a activar en Ajustes › Webhooks. El registro de entregas muestra lo que respondió.',
    ],
    button: 'Abrir Ajustes',
  },
  fr: {
    subject: `Un webhook ${APP_NAME} a été désactivé`,
    preheader: (url: string) => `${url} a échoué trop de fois.`,
    paragraphs: (url: string, failures: number) => [
      `Les ${failures} derniers événements envoyés à votre webhook ${url} ont tous échoué, chacun après plusieurs essais : nous l’avons désactivé.`,
      'Plus rien ne lui est envoyé tant que vous ne le réactivez pas dans Paramètres › Webhooks. Le journal des envois y montre ce qu’il a répondu.',
    ],
    button: 'Ouvrir les paramètres',
  },
  de: {
    subject: `Ein ${APP_NAME}-Webhook wurde ausgeschaltet`,
    preheader: (url: string) => `${url} ist zu oft fehlgeschlagen.`,
    paragraphs: (url: string, failures: number) => [
      `Die letzten ${failures} Ereignisse an deinen Webhook ${url} sind alle fehlgeschlagen, jedes nach mehreren Versuchen, deshalb haben wir ihn ausgeschaltet.`,
      'Er bekommt nichts mehr, bis du ihn unter Einstellungen › Webhooks wieder einschaltest. Das Zustellprotokoll dort zeigt, was er geantwortet hat.',
    ],
    button: 'Einstellungen öffnen',
  },
};

/** To the owner of a webhook endpoint turned off after repeated failed deliveries (issue 31). */
export function webhookDisabledMail(input: {
  name: string;
  url: string;
  failures: number;
  appUrl: string;
  language?: string | null;
}): RenderedMail {
  const lang = mailLanguage(input.language);
  const s = texts[lang];
  return renderMail({
    ...mailFrame(lang, input.name),
    subject: s.subject,
    preheader: s.preheader(input.url),
    paragraphs: s.paragraphs(input.url, input.failures),
    button: { label: s.button, url: `${input.appUrl}/dashboard/settings` },
  });
}
