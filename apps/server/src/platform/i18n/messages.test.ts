import { describe, expect, it } from 'vitest';
import { requestLanguage, translateMessage } from './messages.ts';

describe('server messages in the language of the request', () => {
  it('takes the user’s setting, else Accept-Language, else English', () => {
    expect(requestLanguage('fr', 'de-DE,de;q=0.9')).toBe('fr');
    expect(requestLanguage(undefined, 'pt-BR, de-AT;q=0.8, en;q=0.5')).toBe('de');
    expect(requestLanguage(undefined, 'ja')).toBe('en');
    expect(requestLanguage(undefined, undefined)).toBe('en');
  });

  it('translates known messages, fills patterns, and leaves the rest in English', () => {
    expect(translateMessage('Invalid email or password', 'de')).toBe('E-Mail oder Passwort ist falsch');
    expect(translateMessage('Too many codes requested. Try again in 5 minutes.', 'es')).toBe(
      'Has pedido demasiados códigos. Vuelve a intentarlo en 5 minutos.',
    );
    expect(translateMessage('Invalid email or password', 'en')).toBe('Invalid email or password');
    expect(translateMessage('Something only English knows', 'fr')).toBe('Something only English knows');
  });
});

describe('the refusals of every module', () => {
  it('fills each value where the language puts it, and words waits and names of things', () => {
    expect(translateMessage('Your Free plan holds up to 50 books. Upgrade to add more.', 'fr')).toBe(
      'Votre plan Free contient jusqu’à 50 livres. Passez à un plan supérieur pour en ajouter.',
    );
    expect(translateMessage('You have already recommended "Dune" to Ana', 'de')).toBe(
      'Du hast Ana „Dune“ schon empfohlen',
    );
    expect(translateMessage('You can recommend up to 10 books a day. Try again in 3 hours.', 'es')).toBe(
      'Puedes recomendar hasta 10 libros al día. Vuelve a intentarlo en 3 horas.',
    );
    expect(translateMessage('Loan not found', 'de')).toBe('Ausleihe nicht gefunden');
    expect(translateMessage('Payments with Paystack are not available on this server.', 'fr')).toBe(
      'Les paiements avec Paystack ne sont pas disponibles sur ce serveur.',
    );
    expect(translateMessage('Only a scheduled or overdue reminder can be sent now', 'fr')).toBe(
      'Seul un rappel planifié ou en retard peut être envoyé maintenant',
    );
    expect(
      translateMessage(
        "You reached the Free plan's limit of 50 emails a day to other people. It resets at midnight in your timezone.",
        'de',
      ),
    ).toBe(
      'Du hast das Limit des Plans Free von 50 E-Mails am Tag an andere Personen erreicht. Es wird um Mitternacht in deiner Zeitzone zurückgesetzt.',
    );
  });
});

describe('the borrower’s page’s refusals (issue 29)', () => {
  it('reads in the language of the request, with the date and the wait filled in', () => {
    expect(translateMessage('This request has already been answered.', 'fr')).toBe(
      'Cette demande a déjà reçu une réponse.',
    );
    expect(translateMessage('Choose a date no later than 2030-03-24.', 'es')).toBe(
      'Elige una fecha no posterior al 2030-03-24.',
    );
    expect(translateMessage('Too many requests from this link. Try again in 12 minutes.', 'de')).toMatch(
      /^Zu viele Anfragen über diesen Link\. Versuche es in 12 .+ erneut\.$/,
    );
  });
});

describe('the import’s refusals', () => {
  it('name the row cap, the plan and the line in the language of the request', () => {
    expect(
      translateMessage(
        'This file has more than 1,000 rows, the most one import reads on the Free plan. Split it into smaller files, or upgrade to import more at once.',
        'de',
      ),
    ).toBe(
      'Diese Datei hat mehr als 1,000 Zeilen, das Höchste, was ein Import im Plan Free liest. Teile sie in kleinere Dateien auf oder upgrade, um mehr auf einmal zu importieren.',
    );
    expect(
      translateMessage(
        'The file could not be read. Line 3: the file holds a NUL byte, so it is not a text file (a binary file, or text saved as UTF-16).',
        'es',
      ),
    ).toMatch(/^No se pudo leer el archivo\. Línea 3: contiene un byte NUL/);
    expect(
      translateMessage('This file is saved as UTF-16 text: save it as CSV UTF-8 and upload it again.', 'fr'),
    ).toBe(
      'Ce fichier est enregistré en texte UTF-16 : enregistrez-le en CSV UTF-8 et importez-le à nouveau.',
    );
  });
});
