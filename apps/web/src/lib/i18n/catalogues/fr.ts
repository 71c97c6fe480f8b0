import type { Catalogue } from '../i18n.ts';

const fr: Catalogue = {
  'language.label': 'Langue',

  'common.skipToContent': 'Aller au contenu',
  'common.login': 'Se connecter',
  'common.startFree': 'Commencer gratuitement',
  'common.features': 'Fonctionnalités',
  'common.pricing': 'Tarifs',
  'common.demo': 'Démo',
  'common.helpCenter': 'Centre d’aide',
  'common.openMenu': 'Ouvrir le menu',
  'common.closeMenu': 'Fermer le menu',
  'common.lightMode': 'Mode clair',
  'common.darkMode': 'Mode sombre',
  'common.switchToLight': 'Passer en mode clair',
  'common.switchToDark': 'Passer en mode sombre',
  'common.navMain': 'Principale',
  'common.navMobile': 'Mobile',

  'landing.hero.audience': 'Pour les lecteurs, les universitaires, les collectionneurs et les blogueurs',
  'landing.hero.titleStart': 'Shelfwise,',
  'landing.hero.titleEnd': 'le système intelligent de gestion de bibliothèque.',
  'landing.hero.lead':
    'Cataloguez chaque livre que vous possédez, prêtez-les sans les perdre de vue, recevez un rappel avant l’échéance et voyez vos lectures d’un coup d’œil.',
  'landing.hero.seeIt': 'Voir en action',
  'landing.hero.freeNote': 'Gratuit pour toujours jusqu’à 50 livres. Sans carte bancaire.',

  'landing.features.title': 'Tout ce dont vos étagères ont besoin',
  'landing.features.lead':
    'Un seul endroit pour les livres que vous possédez, ceux que vous avez prêtés et ceux que vous voulez lire ensuite.',
  'landing.features.add.title': 'Ajoutez des livres en quelques secondes',
  'landing.features.add.text':
    'Saisissez-les à la main ou, avec Standard et Premium, trouvez-les par ISBN ou par titre parmi plus de 40 millions de livres et ajoutez-en tout un lot d’un coup.',
  'landing.features.lend.title': 'Prêtez sans perdre le fil',
  'landing.features.lend.text':
    'Notez qui a emprunté quoi et pour quand. Les prêts en retard ressortent, un retour s’enregistre en un clic.',
  'landing.features.remind.title': 'Des rappels qui partent tout seuls',
  'landing.features.remind.text':
    'Envoyez un rappel vous-même à tout moment, ou laissez Shelfwise écrire aux emprunteurs 3 jours (Standard) ou 2 jours (Premium) avant l’échéance.',
  'landing.features.history.title': 'Historique et statistiques',
  'landing.features.history.text':
    'Chaque modification figure dans votre historique d’activité. Voyez les prêts par mois, les taux de retour et vos genres préférés.',
  'landing.features.recommend.title': 'Recommandez à vos amis',
  'landing.features.recommend.text':
    'Envoyez par e-mail à un ami un livre que vous avez adoré. Premium vous laisse écrire votre propre message.',
  'landing.features.data.title': 'Vos données, à votre façon',
  'landing.features.data.text':
    'Notez vos livres, rangez-les sur des étagères avec des étiquettes, ajoutez des notes et exportez toute la bibliothèque en CSV ou en PDF.',
  'landing.features.startPremium': 'Commencer avec Premium',

  'landing.demo.title': 'Votre bibliothèque d’un coup d’œil',
  'landing.demo.lead': 'Voici la vue de la collection qui vous accueille après la connexion.',
  'landing.demo.alt':
    'La vue de la collection de Shelfwise : une barre latérale avec Collection, Prêts, Emprunteurs, Rappels, Historique, Statistiques, Paramètres et Abonnement ; des totaux de 248 livres, 12 prêtés, 1 en retard et un taux de retour de 96,4 % ; et un tableau des livres avec leur étagère, leur note et l’état du prêt.',
  'landing.demo.covers': 'Des couvertures tirées de chaque titre, pour parcourir chaque étagère d’un regard',
  'landing.demo.loans': 'Les prêts bientôt dus ou en retard ressortent aussitôt',
  'landing.demo.ratings': 'Notes, étagères et remarques sur chaque livre',

  'landing.testimonials.eyebrow': 'Témoignages',
  'landing.testimonials.title': 'Des lecteurs qui ont retrouvé leurs livres',
  'landing.testimonials.region': 'Ce que disent les lecteurs',
  'landing.testimonials.position': '{index} sur {count}',
  'landing.testimonials.previous': 'Témoignage précédent',
  'landing.testimonials.next': 'Témoignage suivant',
  'landing.testimonials.show': 'Afficher le témoignage {index} sur {count}',
  'landing.testimonials.play': 'Lire les témoignages',
  'landing.testimonials.pause': 'Mettre les témoignages en pause',

  'landing.faq.title': 'Questions fréquentes',
  'landing.faq.what.q': 'Qu’est-ce que Shelfwise ?',
  'landing.faq.what.a':
    'Shelfwise est un gestionnaire de bibliothèque pour les livres que vous possédez. Vous les cataloguez, les prêtez et suivez les retours, programmez des rappels et retrouvez votre historique et vos statistiques au même endroit.',
  'landing.faq.free.q': 'Y a-t-il vraiment une offre gratuite ?',
  'landing.faq.free.a':
    'Oui. L’offre Free garde jusqu’à 50 livres et 5 prêts en cours, avec saisie manuelle, recherche et tri, aussi longtemps que vous le souhaitez. Aucune carte n’est demandée à l’inscription.',
  'landing.faq.plans.q': 'Qu’apportent les offres Collector et Library Keeper ?',
  'landing.faq.plans.a':
    'Collector (Standard) porte la limite à 1 000 livres, permet d’ajouter des livres par ISBN ou par titre depuis un catalogue de plus de 40 millions d’ouvrages, exporte en CSV et envoie les rappels 3 jours avant l’échéance. Library Keeper (Premium) n’a aucune limite de livres et ajoute l’export PDF, les messages de recommandation personnalisés, les statistiques avancées, des rappels 2 jours avant l’échéance et aucune publicité.',
  'landing.faq.naira.q': 'Pourquoi les prix sont-ils en nairas ?',
  'landing.faq.naira.a':
    'Shelfwise est exploité depuis le Nigeria et propose des prix locaux. Quand votre fuseau horaire, votre langue ou votre position indiquent le Nigeria, les prix sont affichés en nairas nigérians (NGN) ; les autres voient des dollars américains (USD).',
  'landing.faq.refund.q': 'Puis-je être remboursé ?',
  'landing.faq.refund.a':
    'Chaque offre payante bénéficie d’une garantie « satisfait ou remboursé » de 7 jours. Les offres annuelles résiliées dans les 30 jours sont remboursées au prorata. Les détails figurent dans les Conditions d’utilisation.',
  'landing.faq.data.q': 'Puis-je emporter mes données ?',
  'landing.faq.data.a':
    'Oui. Collector et Library Keeper exportent votre bibliothèque en CSV, et Library Keeper aussi en PDF. À la fin d’un compte, vous avez 30 jours pour exporter vos données ; un compte supprimé est effacé sous 30 jours.',

  'landing.cta.title': 'Prêt à mettre de l’ordre dans vos étagères ?',
  'landing.cta.lead':
    'Créez votre compte gratuit en une minute. Ne changez d’offre que lorsque votre bibliothèque le demande.',
  'landing.cta.button': 'Commencer gratuitement',

  'footer.tagline':
    'Shelfwise, le système intelligent de gestion de bibliothèque. Conçu au Nigeria pour les lecteurs du monde entier.',
  'footer.product': 'Produit',
  'footer.legal': 'Mentions légales',
  'footer.privacy': 'Politique de confidentialité',
  'footer.terms': 'Conditions d’utilisation',
  'footer.contact': 'Nous contacter',
  'footer.copyright': '© {year} Shelfwise. Tous droits réservés.',
  'footer.socialX': 'Shelfwise sur X',
  'footer.socialInstagram': 'Shelfwise sur Instagram',
  'footer.socialLinkedIn': 'Shelfwise sur LinkedIn',

  // Auth
  'form.required': '{field} est obligatoire',
  'form.emailRequired': 'L’e-mail est obligatoire',
  'form.emailInvalid': 'Saisissez une adresse e-mail valide',
  'form.genericError': 'Une erreur est survenue',
  'auth.fullName': 'Nom complet',
  'auth.email': 'E-mail',
  'auth.password': 'Mot de passe',
  'auth.confirmPassword': 'Confirmer le mot de passe',
  'auth.passwordsDoNotMatch': 'Les mots de passe ne correspondent pas',
  'auth.forgotPassword': 'Mot de passe oublié ?',
  'auth.selectedPlan': 'Offre choisie :',
  'auth.createAccount': 'Créer un compte',
  'auth.creatingAccount': 'Création du compte...',
  'auth.signIn': 'Se connecter',
  'auth.signingIn': 'Connexion...',
  'auth.signUp': 'Inscrivez-vous',
  'auth.agreeStart': 'En créant un compte, vous acceptez nos',
  'auth.agreeAnd': 'et notre',
  'auth.agreeEnd': '.',
  'auth.welcomeBack': 'Bon retour',
  'auth.signInSubtitle': 'Connectez-vous à votre bibliothèque.',
  'auth.createTitle': 'Créez votre compte',
  'auth.createSubtitle': 'Commencez à organiser vos livres en quelques minutes.',
  'auth.noAccount': 'Pas encore de compte ?',
  'auth.haveAccount': 'Vous avez déjà un compte ?',
  'auth.titleSignIn': 'Connexion · Shelfwise',
  'auth.titleCreate': 'Créez votre compte · Shelfwise',
  'auth.verificationCode': 'Code de vérification',
  'auth.codeDigit': 'Chiffre {index} sur {count}',
  'auth.passwordStrength': 'Robustesse du mot de passe',
  'auth.loadingAccount': 'Chargement de votre compte...',
  'auth.renew.title': 'Votre session a expiré',
  'auth.renew.description':
    'Reconnectez-vous pour continuer. Rien de ce que vous avez saisi n’est perdu : ce que vous faisiez est envoyé dès votre retour.',
  'auth.renew.form': 'Se reconnecter',
  'auth.renew.passwordNeeded': 'Saisissez votre mot de passe pour vous reconnecter.',
  'auth.signOut': 'Se déconnecter',

  // Password strength
  'auth.strength.weak': 'Faible',
  'auth.strength.medium': 'Moyen',
  'auth.strength.strong': 'Fort',
  'auth.strength.value': '{level} : {score} critères sur 5 remplis',
  'auth.strength.length': 'Au moins {min} caractères',
  'auth.strength.uppercase': 'Une lettre majuscule',
  'auth.strength.lowercase': 'Une lettre minuscule',
  'auth.strength.number': 'Un chiffre',
  'auth.strength.special': 'Un caractère spécial ({characters})',
  'auth.strength.met': ' (rempli)',
  'auth.strength.notMet': ' (non rempli)',

  // Verify, forgot, reset, not found
  'verify.title': 'Vérifiez votre e-mail',
  'verify.sentTo': 'Nous avons envoyé un code à 6 chiffres à',
  'verify.enterToChange': 'Saisissez-le ci-dessous pour en faire l’adresse de votre compte.',
  'verify.enterToActivate': 'Saisissez-le ci-dessous pour activer votre compte.',
  'verify.invalidCode': 'Saisissez un code valide à 6 chiffres.',
  'verify.success': 'E-mail vérifié !',
  'verify.failed': 'La vérification a échoué',
  'verify.resent': 'Code de vérification renvoyé à votre adresse',
  'verify.resendFailed': 'Impossible de renvoyer le code',
  'verify.verify': 'Vérifier',
  'verify.verifying': 'Vérification...',
  'verify.noCode': 'Vous n’avez pas reçu le code ?',
  'verify.resend': 'Renvoyer le code',
  'common.sending': 'Envoi...',
  'verify.backToSettings': 'Retour aux paramètres',
  'verify.backToSignIn': 'Retour à la connexion',
  'forgot.title': 'Mot de passe oublié ?',
  'forgot.subtitle':
    'Saisissez votre e-mail et nous vous enverrons un lien pour réinitialiser votre mot de passe.',
  'forgot.failed': 'Impossible d’envoyer le lien',
  'forgot.sent': 'Lien de réinitialisation envoyé à votre adresse',
  'forgot.send': 'Envoyer le lien',
  'forgot.remember': 'Vous vous souvenez de votre mot de passe ?',
  'reset.title': 'Choisissez un nouveau mot de passe',
  'reset.subtitle': 'Choisissez un nouveau mot de passe pour votre compte.',
  'reset.passwordRequired': 'Le nouveau mot de passe est obligatoire',
  'reset.confirmRequired': 'Confirmez votre nouveau mot de passe',
  'reset.mismatch': 'Les mots de passe ne correspondent pas.',
  'reset.failed': 'Un problème est survenu.',
  'reset.success': 'Mot de passe mis à jour.',
  'reset.newPassword': 'Nouveau mot de passe',
  'reset.confirmNewPassword': 'Confirmer le nouveau mot de passe',
  'reset.submit': 'Réinitialiser le mot de passe',
  'reset.submitting': 'Mise à jour du mot de passe...',
  'reset.newLink': 'Demander un nouveau lien',
  'notFound.title': 'Page introuvable',
  'notFound.text':
    'Cette page s’est échappée de l’étagère. Elle a peut-être été déplacée, ou l’adresse contient une faute de frappe.',
  'notFound.back': 'Retour',
  'notFound.home': 'Page d’accueil',
  'notFound.featuresText': 'Découvrez ce que Shelfwise peut faire pour votre bibliothèque.',
  'notFound.helpText': 'Les réponses aux questions les plus posées par les lecteurs.',
  'notFound.contactText': 'Écrivez-nous, une vraie personne vous répondra.',
  'notFound.pageTitle': 'Page introuvable · Shelfwise',

  // Legal pages
  'legal.lastUpdated': 'Dernière mise à jour :',
  'legal.contents': 'Sommaire',
  'legal.englishNote': 'Ce document est présenté en anglais, qui en est la version qui fait foi.',
  'legal.privacyTitle': 'Politique de confidentialité | Shelfwise',
  'legal.termsTitle': 'Conditions d’utilisation | Shelfwise',
};

export default fr;
