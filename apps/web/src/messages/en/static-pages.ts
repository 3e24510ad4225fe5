import type { Catalogue } from '../catalogue';
import type { staticPages as ruStaticPages } from '../ru/static-pages';

/** Texts of the simple pages: about and the placeholders. */
export const staticPages: Catalogue<typeof ruStaticPages> = {
  placeholders: {
    catalog: 'The catalogue will be here',
    form: 'The form will be here',
  },
  catalogTitle: 'Catalogue',
  literTitle: 'Literature',
  forumTitle: 'Forum',
  about: {
    title: 'About the project',
    paragraphs: [
      'The Tula Maxim Museum is a non-commercial online catalogue of the Maxim heavy machine gun made in Tula and of its mounts. It is made for collectors, historians, re-enactors and everyone who cares about this heritage.',
      'The catalogue holds complete guns and parts, makers, stamps, part types and photos. You can look things up by year of manufacture, part number, type or any words.',
      'Registered users can propose additions to the archive; moderators review the proposals and can add records directly.',
      'The material comes from open sources or was sent in by enthusiasts. If you hold the rights to something here and want it removed, corrected or credited, please write to us.',
    ],
    contactsTitle: 'Contacts',
    messenger: 'Telegram',
    messengerHandle: '@tula_maxim_museum',
    messengerUrl: 'https://t.me/tula_maxim_museum',
    email: 'E-mail',
  },
};
