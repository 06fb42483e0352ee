/** What the user typed on the login or register page, kept while they visit the captcha page and come back. */
export const authDraft = { phone: '', agreed: false };
