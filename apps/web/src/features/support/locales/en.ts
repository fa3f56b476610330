import type { SupportTranslations } from './pl';

export const supportEn: SupportTranslations = {
  support: {
    pageTitle: 'Support',
    title: 'Contact support',
    subtitle: 'Describe the problem — we will answer at the given e-mail address.',
    email: 'E-mail address',
    topic: 'Topic',
    topicPlaceholder: 'Choose a topic',
    topics: {
      technical: 'Technical problem',
      account: 'Account and sign-in',
      billing: 'Payments and invoices',
      other: 'Other',
    },
    message: 'Message',
    messagePlaceholder: 'How can we help?',
    counter: '{{count}}/{{max}}',
    captcha: 'Type the code from the picture',
    captchaAlt: 'Captcha code to type',
    captchaRefresh: 'Generate a new code',
    captchaLoading: 'Loading the code...',
    captchaError: 'Could not load the captcha code.',
    submit: 'Send message',
    errorTitle: 'Could not send the message',
    successTitle: 'Message sent',
    success: 'Thank you! Your message was sent. We will answer as soon as possible.',
    sendAnother: 'Send another message',
    home: 'Back to start',
    noAccount: "Don't have an account yet?",
    register: 'Register your company',
  },
};
