import type { Catalogue } from '../i18n.ts';

const de: Catalogue = {
  'language.label': 'Sprache',

  'common.skipToContent': 'Zum Inhalt springen',
  'common.login': 'Anmelden',
  'common.startFree': 'Kostenlos starten',
  'common.features': 'Funktionen',
  'common.pricing': 'Preise',
  'common.demo': 'Demo',
  'common.helpCenter': 'Hilfe',
  'common.openMenu': 'Menü öffnen',
  'common.closeMenu': 'Menü schließen',
  'common.lightMode': 'Heller Modus',
  'common.darkMode': 'Dunkler Modus',
  'common.switchToLight': 'Zum hellen Modus wechseln',
  'common.switchToDark': 'Zum dunklen Modus wechseln',
  'common.navMain': 'Hauptnavigation',
  'common.navMobile': 'Mobil',

  'landing.hero.audience': 'Für Leserinnen und Leser, Forschende, Sammler und Blogger',
  'landing.hero.titleStart': 'Shelfwise,',
  'landing.hero.titleEnd': 'die clevere Verwaltung für deine Bibliothek.',
  'landing.hero.lead':
    'Erfasse jedes Buch, das du besitzt, verleihe Bücher, ohne den Überblick zu verlieren, lass dich vor dem Rückgabetermin erinnern und sieh dein Lesen auf einen Blick.',
  'landing.hero.seeIt': 'So sieht es aus',
  'landing.hero.freeNote': 'Für immer kostenlos bis 50 Bücher. Keine Karte nötig.',

  'landing.features.title': 'Alles, was deine Regale brauchen',
  'landing.features.lead':
    'Ein Ort für die Bücher, die du besitzt, die du verliehen hast und die du als Nächstes lesen willst.',
  'landing.features.add.title': 'Bücher in Sekunden hinzufügen',
  'landing.features.add.text':
    'Tippe sie von Hand ein oder finde sie mit Standard und Premium per ISBN oder Titel unter über 40 Mio. Büchern und füge gleich einen ganzen Stapel hinzu.',
  'landing.features.lend.title': 'Verleihen, ohne den Überblick zu verlieren',
  'landing.features.lend.text':
    'Halte fest, wer was ausgeliehen hat und bis wann. Überfällige Ausleihen fallen auf, eine Rückgabe ist ein Klick.',
  'landing.features.remind.title': 'Erinnerungen, die von selbst rausgehen',
  'landing.features.remind.text':
    'Schick jederzeit selbst eine Erinnerung oder lass Shelfwise die Ausleihenden 3 Tage (Standard) bzw. 2 Tage (Premium) vor dem Rückgabetermin anschreiben.',
  'landing.features.history.title': 'Verlauf und Statistik',
  'landing.features.history.text':
    'Jede Änderung steht in deinem Aktivitätsverlauf. Sieh Ausleihen pro Monat, Rückgabequoten und deine liebsten Genres.',
  'landing.features.recommend.title': 'Freunden empfehlen',
  'landing.features.recommend.text':
    'Schick einem Freund per E-Mail ein Buch, das du geliebt hast. Mit Premium schreibst du deine eigene Nachricht.',
  'landing.features.data.title': 'Deine Daten, wie du willst',
  'landing.features.data.text':
    'Bewerte Bücher, ordne sie mit Schlagwörtern in Regale, füge Notizen hinzu und exportiere die ganze Bibliothek als CSV oder PDF.',
  'landing.features.startPremium': 'Mit Premium starten',

  'landing.demo.title': 'Deine Bibliothek auf einen Blick',
  'landing.demo.lead': 'Das ist die Sammlungsansicht, die du nach der Anmeldung siehst.',
  'landing.demo.alt':
    'Die Sammlungsansicht von Shelfwise: eine Seitenleiste mit Sammlung, Ausleihen, Ausleihende, Erinnerungen, Verlauf, Statistik, Einstellungen und Abo; Summen von 248 Büchern, 12 verliehen, 1 überfällig und eine Rückgabequote von 96,4 %; und eine Tabelle der Bücher mit Regal, Sternebewertung und Ausleihstatus.',
  'landing.demo.covers': 'Cover aus jedem Titel gestaltet, damit sich jedes Regal leicht überfliegen lässt',
  'landing.demo.loans': 'Bald fällige oder überfällige Ausleihen fallen sofort auf',
  'landing.demo.ratings': 'Bewertungen, Regale und Notizen zu jedem Buch',

  'landing.testimonials.eyebrow': 'Stimmen',
  'landing.testimonials.title': 'Leser, die ihre Bücher wiedergefunden haben',
  'landing.testimonials.region': 'Was Leser sagen',
  'landing.testimonials.position': '{index} von {count}',
  'landing.testimonials.previous': 'Vorherige Stimme',
  'landing.testimonials.next': 'Nächste Stimme',
  'landing.testimonials.show': 'Stimme {index} von {count} zeigen',
  'landing.testimonials.play': 'Stimmen abspielen',
  'landing.testimonials.pause': 'Stimmen anhalten',

  'landing.faq.title': 'Häufige Fragen',
  'landing.faq.what.q': 'Was ist Shelfwise?',
  'landing.faq.what.a':
    'Shelfwise verwaltet die Bücher, die du besitzt. Du erfasst sie, verleihst sie und behältst die Rückgaben im Blick, planst Erinnerungen und siehst Verlauf und Statistik an einem Ort.',
  'landing.faq.free.q': 'Gibt es wirklich einen kostenlosen Tarif?',
  'landing.faq.free.a':
    'Ja. Der Tarif Free verwaltet bis zu 50 Bücher und 5 laufende Ausleihen mit Eingabe von Hand, Suche und Sortierung, so lange du willst. Für die Anmeldung ist keine Karte nötig.',
  'landing.faq.plans.q': 'Was bieten die Tarife Collector und Library Keeper zusätzlich?',
  'landing.faq.plans.a':
    'Collector (Standard) hebt die Grenze auf 1.000 Bücher, lässt dich Bücher per ISBN oder Titel aus über 40 Mio. Büchern hinzufügen, exportiert CSV und verschickt Erinnerungen 3 Tage vor dem Rückgabetermin. Library Keeper (Premium) hat keine Büchergrenze und bietet zusätzlich PDF-Export, eigene Empfehlungsnachrichten, erweiterte Statistik, Erinnerungen 2 Tage vor dem Rückgabetermin und keine Werbung.',
  'landing.faq.naira.q': 'Warum sehe ich Preise in Naira?',
  'landing.faq.naira.a':
    'Shelfwise wird aus Nigeria betrieben und bietet dort lokale Preise. Deuten Zeitzone, Sprache oder Standort auf Nigeria, werden die Preise in Nigerianischen Naira (NGN) angezeigt; alle anderen sehen US-Dollar (USD).',
  'landing.faq.refund.q': 'Bekomme ich mein Geld zurück?',
  'landing.faq.refund.a':
    'Jeder bezahlte Tarif hat eine 7-Tage-Geld-zurück-Garantie. Jahrestarife, die innerhalb von 30 Tagen gekündigt werden, werden anteilig erstattet. Die Einzelheiten stehen in den Nutzungsbedingungen.',
  'landing.faq.data.q': 'Kann ich meine Daten mitnehmen?',
  'landing.faq.data.a':
    'Ja. Collector und Library Keeper exportieren deine Bibliothek als CSV, Library Keeper zusätzlich als PDF. Nach dem Ende eines Kontos hast du 30 Tage Zeit für den Export; ein gelöschtes Konto wird innerhalb von 30 Tagen entfernt.',

  'landing.cta.title': 'Bereit, Ordnung in deine Regale zu bringen?',
  'landing.cta.lead':
    'Leg dein kostenloses Konto in einer Minute an. Wechsle den Tarif erst, wenn deine Bibliothek größer wird.',
  'landing.cta.button': 'Kostenlos loslegen',

  'footer.tagline':
    'Shelfwise, die clevere Verwaltung für deine Bibliothek. Gemacht in Nigeria für Leser überall.',
  'footer.product': 'Produkt',
  'footer.legal': 'Rechtliches',
  'footer.privacy': 'Datenschutzerklärung',
  'footer.terms': 'Nutzungsbedingungen',
  'footer.contact': 'Kontakt',
  'footer.copyright': '© {year} Shelfwise. Alle Rechte vorbehalten.',
  'footer.socialX': 'Shelfwise auf X',
  'footer.socialInstagram': 'Shelfwise auf Instagram',
  'footer.socialLinkedIn': 'Shelfwise auf LinkedIn',
};

export default de;
