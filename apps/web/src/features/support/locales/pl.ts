import { supportMessages, supportTopics } from '@zaplecze/contract/support/support';

export const supportPl = {
  support: {
    pageTitle: 'Pomoc techniczna',
    title: 'Skontaktuj się z pomocą techniczną',
    subtitle: 'Opisz problem — odpowiemy na podany adres e-mail.',
    email: 'Adres e-mail',
    topic: 'Temat',
    topicPlaceholder: 'Wybierz temat',
    topics: Object.fromEntries(supportTopics.map((topic) => [topic.value, topic.label])),
    message: 'Wiadomość',
    messagePlaceholder: 'W czym możemy pomóc?',
    counter: '{{count}}/{{max}}',
    captcha: 'Przepisz kod z obrazka',
    captchaAlt: 'Kod captcha do przepisania',
    captchaRefresh: 'Wygeneruj nowy kod',
    captchaLoading: 'Wczytywanie kodu...',
    captchaError: 'Nie udało się wczytać kodu captcha.',
    submit: 'Wyślij wiadomość',
    errorTitle: 'Nie udało się wysłać wiadomości',
    successTitle: 'Wiadomość wysłana',
    success: supportMessages.ticketSent,
    sendAnother: 'Wyślij kolejną wiadomość',
    home: 'Wróć do wyboru',
    noAccount: 'Nie masz jeszcze konta?',
    register: 'Zarejestruj firmę',
  },
};

type Texts<T> = T extends string ? string : { [K in keyof T]: Texts<T[K]> };
export type SupportTranslations = Texts<typeof supportPl>;
