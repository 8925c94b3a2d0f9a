// The portal asked for this sign-out with a valid ID token: confirm it without a second click.
document.getElementById('bouton-deconnexion')?.click();
