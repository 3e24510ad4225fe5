import { ITEM_FIELD_LABELS, type ItemFieldLabels, plural, waitText } from '@museum/contract';

/** The fields' names widened to strings: the English catalogue has this one's type. */
const FIELD: ItemFieldLabels = ITEM_FIELD_LABELS;

/**
 * Every text the server writes for people, in Russian: problem details, field messages, answers'
 * messages. The English catalogue has this type, so a text missing there fails the type check.
 * Parameters are passed as arguments; codes and field names stay outside, the same in every language.
 */
export const RU = {
  // Requests the framework refuses (error-handler.ts).
  malformedJson: 'Тело запроса — некорректный JSON',
  emptyJson: 'Тело запроса пустое, а ожидается JSON',
  bodyTooLarge: 'Тело запроса слишком большое',
  unsupportedMediaType: 'Неподдерживаемый тип содержимого',
  badContentLength: 'Неверная длина тела запроса',
  badContentType: 'Неверный заголовок Content-Type',
  badUrlEncoding: 'Неверный адрес запроса: в нём ошибка кодировки',
  urlTooLong: 'Адрес запроса слишком длинный',
  badContentEncoding: 'Неподдерживаемое сжатие тела запроса',
  corruptCompressedBody: 'Сжатое тело запроса повреждено',
  badJsonField: 'Поле запроса — некорректный JSON',
  multipartExpected: 'Ожидается multipart/form-data',
  fileTooLarge: 'Файл слишком большой',
  tooManyParts: 'Слишком много частей в запросе',
  tooManyFiles: 'Слишком много файлов в запросе',
  tooManyFields: 'Слишком много полей в запросе',
  badRequest: 'Некорректный запрос',
  noSuchAddress: 'Такого адреса нет',
  oaiNeedsContactEmail: 'OAI-PMH не включён: администратор сайта не указал адрес для связи (CONTACT_EMAIL)',
  methodNotAllowed: 'Этот адрес не принимает такой метод запроса',
  notAcceptable: 'Сервер не может ответить в запрошенном формате',
  requestTimeout: 'Запрос передавался слишком долго',
  headersTooLarge: 'Адрес или заголовки запроса слишком длинные',
  overloaded: 'Сервер перегружен. Повторите запрос через несколько секунд.',
  tooManyRequests: 'Слишком много запросов. Попробуйте позже.',
  tooManyRequestsWait: (seconds: number) => `Слишком много запросов. Попробуйте снова через ${waitText(seconds)}.`,
  recordExists: 'Такая запись уже есть',
  recordInUse: 'Запись связана с другими записями',
  invalidValue: 'Недопустимое значение',
  unavailable: 'Сервис временно недоступен',
  unavailableLater: 'Сервис временно недоступен. Попробуйте позже.',
  internal: 'Внутренняя ошибка сервера',
  rangeNotSatisfiable: 'Запрошенный диапазон байтов лежит за концом файла',
  noSuchSitemap: 'Такой карты сайта нет',

  // Outages (outage-errors.ts, health).
  dbUnavailable: 'База данных временно недоступна. Повторите запрос через несколько секунд.',
  storageFull: 'На сервере закончилось место для файлов. Попробуйте позже или сообщите администратору сайта.',
  storageReadOnly: 'Хранилище файлов сейчас недоступно для записи. Попробуйте позже или сообщите администратору сайта.',
  storageUnavailable: 'Хранилище файлов сейчас не отвечает. Повторите запрос через несколько секунд.',
  dbNotAnswering: 'База данных не отвечает',
  uploadsNotWritable: (s3: boolean, why: string) =>
    `${s3 ? 'Хранилище файлов недоступно' : 'Папка загрузок недоступна'} для записи: ${why}`,

  // Validation sentences (validation-text.ts).
  fieldNamed: (name: string) => `Поле «${name}»`,
  wholeRequest: 'Запрос',
  notAccepted: 'недопустимое значение',

  // Access.
  signInNeeded: 'Нужно войти в систему',
  notAllowed: 'Недостаточно прав',
  notFound: 'Не найдено',
  tooManyAttempts: 'Слишком много попыток. Попробуйте позже.',
  adminNeedsSecondFactor: 'Права администратора действуют только со вторым фактором. Включите его в профиле.',

  // Sign-up, sign-in, password.
  usernameTaken: 'Этот логин уже занят',
  badLink: 'Ссылка недействительна: она устарела или уже использована. Запросите новое письмо.',
  registered: 'Почти готово! Мы отправили письмо на ваш адрес e-mail: перейдите по ссылке из него, чтобы подтвердить регистрацию.',
  resent:
    'Если учётная запись с таким логином или адресом ждёт подтверждения, мы отправили письмо ещё раз. Проверьте почту, в том числе папку «Спам».',
  emailConfirmed: 'Адрес e-mail подтверждён. Теперь можно войти.',
  forgotPassword:
    'Если такая учётная запись есть, мы отправили на её адрес e-mail ссылку для сброса пароля. Письмо может попасть в папку «Спам».',
  badResetLink: 'Ссылка для сброса пароля недействительна: она устарела или уже использована. Запросите новую.',
  passwordChanged: 'Пароль изменён. Войдите с новым паролем.',
  passwordIsName: 'Пароль не должен совпадать с логином или адресом e-mail',
  passwordTooCommon: 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой.',
  badCredentials: 'Неверный логин или пароль',
  accountDisabled: 'Учётная запись заблокирована администратором. Если это ошибка, напишите нам.',
  accountNotConfirmed: 'Учётная запись не подтверждена. Перейдите по ссылке из письма или отправьте письмо ещё раз.',
  badCode: 'Неверный или уже использованный код',
  challengeExpired: 'Время на ввод кода истекло. Введите логин и пароль ещё раз.',
  tooManyLogins: (seconds: number) => `Слишком много неудачных попыток входа. Попробуйте снова через ${waitText(seconds)}.`,

  // The account.
  unknownBrowser: 'Неизвестный браузер',
  codeRequired: 'Введите код из приложения или код восстановления',
  badCurrentPassword: 'Неверный текущий пароль',
  sessionNotFound: 'Сеанс не найден',
  secondFactorOn: 'Второй фактор уже включён',
  secondFactorOff: 'Второй фактор не включён',
  noSecondFactorSetup: 'Сначала начните настройку второго фактора',
  codeRejected: 'Код не подошёл. Проверьте время на телефоне и введите новый код.',
  codeRejectedShort: 'Код не подошёл',

  // Users (administration).
  userNotFound: (username: string) => `Пользователь «${username}» не найден`,
  loginTaken: 'Логин уже занят',
  emailTaken: 'Адрес e-mail уже используется',
  cannotDisableSelf: 'Нельзя заблокировать собственную учётную запись',
  cannotResetSelf: 'Свой второй фактор выключите в профиле',
  userHasNoSecondFactor: (username: string) => `У пользователя «${username}» второй фактор не включён`,

  // Daily and per-minute write limits.
  tooManyUploads: 'Вы загрузили сегодня слишком много фотографий',
  tooManyChangeRequests: 'Вы отправили сегодня слишком много предложений',
  tooManyManufacturers: 'Вы добавили сегодня слишком много производителей',
  tooManyWrites: 'Слишком много изменений подряд',
  tooManyExports: 'Вы начали слишком много выгрузок за час',
  tooManyMegabytes: 'Сегодня загружено слишком много мегабайт фотографий',
  tryAgainIn: (what: string, seconds: number) => `${what}. Попробуйте снова через ${waitText(seconds)}.`,

  // The catalogue.
  productNotFound: 'Изделие не найдено',
  detailNotFound: 'Деталь не найдена',
  manufacturerNotFound: 'Производитель не найден',
  regionNotFound: 'Область на снимке не найдена',
  regionNotYours: 'Изменять опубликованную область или чужое предложение могут только модераторы',
  regionOutsideImage: (width: number, height: number) => `Область выходит за пределы снимка (${width} × ${height} пикселей)`,
  regionTargetMissing: 'Предмет, деталь или клеймо, на которое указывает область, не найдены',
  stampNotFound: 'Клеймо не найдено',
  typeNotFound: 'Тип детали не найден',
  subtypeNotFound: 'Подтип детали не найден',
  photoNotFound: 'Фотография не найдена',
  imageNotFound: 'Изображение не найдено',
  recordNotFound: 'Запись не найдена',
  collectionPageNotFound: 'Такой страницы коллекции нет',
  historyNotFound: 'История изменений не найдена',
  manufacturerInUse: 'Производитель указан у изделий, деталей или клейм',
  stampInUse: 'Клеймо нельзя удалить: оно указано у деталей',
  typeInUse: 'У типа есть детали или подтипы',
  subtypeInUse: 'Подтип указан у деталей',
  productCycle: 'Изделие не может быть своим собственным предком',
  subtypeMismatch: 'Подтип не относится к выбранному типу',
  resultWindow: (limit: number) => `Страницы дальше ${limit.toLocaleString('ru-RU')}-го результата не открываются: уточните поиск`,
  missingRecords: (
    table: 'products' | 'details' | 'manufacturers' | 'detail_types' | 'detail_subtypes' | 'stamps' | 'photos',
    ids: string,
  ) =>
    `${
      {
        products: 'Изделие',
        details: 'Деталь',
        manufacturers: 'Производитель',
        detail_types: 'Тип детали',
        detail_subtypes: 'Подтип детали',
        stamps: 'Клеймо',
        photos: 'Фотография',
      }[table]
    } не найдено: ${ids}`,
  unknownReference: (list: string) => `Ссылка на несуществующую запись: ${list}`,

  // Photos.
  fileFieldExpected: 'Файл ожидается в поле file',
  unknownUploadField: (name: string) => `Неизвестное поле ${name}: ожидаются file, credit и licence`,
  unknownFieldBesideFile: (name: string) => `Неизвестное поле ${name}: ожидается только file`,
  creditTooLong: (max: number) => `Автор: не длиннее ${max} ${plural(max, 'символа', 'символов', 'символов')}`,
  fileRequired: 'Нужен файл в поле file',
  emptyFile: 'Файл пустой',
  notAnImage: 'Это не изображение. Принимаются JPEG, PNG и WebP.',
  onlyImages: 'Принимаются только изображения JPEG, PNG и WebP',
  unreadableImageSize: 'Не удалось прочитать размер изображения',
  tooManyPixels: 'Изображение больше 50 мегапикселей',
  brokenImage: 'Изображение повреждено или обрезано',
  onlyModeratorDeletes: 'Удалить опубликованную фотографию может только модератор',

  // Moderation.
  requestNotFound: 'Заявка не найдена',
  requestDecided: 'Заявка уже рассмотрена',
  commentNeedsEntity: 'Укажите entityId записи, о которой сообщение',
  newHasNoEntity: 'У новой записи не бывает entityId',
  stampNoDeleteProposal: 'Клеймо удаляют модераторы; предложить можно новое (CREATE), изменение (UPDATE) или сообщить об ошибке (COMMENT)',
  manufacturersByAdmins: 'Производителей меняют администраторы; предложить можно нового (CREATE) или сообщить об ошибке (COMMENT)',
  updateNeedsEntity: 'Укажите entityId изменяемой записи',

  // Page heads and summaries for crawlers, link previews and visitors without script (seo/).
  noscript: 'Для поиска, галереи и добавления записей включите JavaScript; описание страницы доступно и без него.',
  ogLocale: 'ru_RU',
  factYear: FIELD.year,
  factNumber: FIELD.number,
  factPurpose: FIELD.belongsTo,
  factManufacturer: FIELD.manufacturer,
  factType: FIELD.type,
  factItem: FIELD.product,
  factFile: 'Файл',
  factSize: 'Размер',
  factOnPhoto: 'На фото',
  factShortName: 'Краткое название',
  factCountry: 'Страна',
  factYears: 'Годы',
  factKind: 'Вид',
  factBearing: 'Предметов с клеймом',

  // Restoring a backup (the command line).
  notABackup: (dir: string, manifest: string) => `В папке ${dir} нет полной резервной копии (нет ${manifest})`,
  foreignBackup: (dir: string) => `Папка ${dir} — не резервная копия, которую читает эта версия`,
  backupVersion: (taken: number, here: number) =>
    `Копия снята на миграции ${taken}, а у этой версии их ${here}: восстановите её той версией, что её сняла, затем обновитесь`,
  databaseNotEmpty: (table: string, rows: number) =>
    `База данных не пуста (в таблице ${table} строк: ${rows}): восстанавливайте в новую установку (DEMO_DATA=0)`,
  storageNotEmpty: (location: string) => `В хранилище фотографий ${location} уже есть файлы фотографий: восстанавливайте в пустое`,
  // The collector's own records and want list (ADR 084).
  collectionItemNotFound: 'Запись коллекции не найдена',
  wantedNotFound: 'Искомый номер не найден',
  sharedDossierNotFound: 'Досье по этой ссылке не найдено: ссылка неверна, отозвана или её срок истёк',
  collectionFull: (max: number) => `В коллекции уже ${max} ${plural(max, 'запись', 'записи', 'записей')}: больше добавить нельзя`,
  collectionPhotosFull: (mb: number) =>
    `Фотографии коллекции могут занимать не больше ${mb} МБ: этот снимок не помещается, удалите ненужные`,
  wantedFull: (max: number) => `В списке «Ищу» уже ${max} ${plural(max, 'номер', 'номера', 'номеров')}: больше добавить нельзя`,
  partOfNotFound: 'Изделие, к которому относится запись, не найдено в вашей коллекции',
  partOfNotAGun: 'Запись может относиться только к изделию, не к детали',
  partOfCycle: 'Запись не может относиться к самой себе или к своей же детали',
  gunHasParts: 'К этому изделию относятся детали вашей коллекции: сначала отвяжите их',
  collectionImportFull: (max: number, have: number, adding: number) =>
    `В коллекции может быть не больше ${max} ${plural(max, 'записи', 'записей', 'записей')}: в ней ${have}, файл добавил бы ещё ${adding}. Ничего не записано: разделите файл или удалите ненужные записи.`,
  importSheetOnly: 'Загрузите таблицу CSV или XLSX: архивы не принимаются, фотографии добавляются на странице записи',
  wantedFound: (item: string, number: string, sought: string) => `${item}, № ${number} (в списке «Ищу»: ${sought})`,
  // Import of a spreadsheet (ADR 065).
  importUnreadable: 'Файл не читается: нужна таблица CSV или XLSX',
  importNoColumns: 'В первой строке файла нет ни одного столбца выгрузки: возьмите шаблон',
  importTooManyRows: (max: number) => `В файле больше ${max} строк: разделите его на части`,
  importTooLarge: (megabytes: number) => `Файл больше ${megabytes} МБ: разделите его на части`,
  importUnpackedTooLarge: (megabytes: number) =>
    `Таблица в файле занимает больше ${megabytes} МБ в распакованном виде: разделите её на части`,
  importTooManyCells: (max: number) => `В таблице больше ${max} ячеек: разделите её на части`,
  // A ZIP of a sheet and its photos (ADR 087).
  importZipTooLarge: (megabytes: number) => `Архив занимает больше ${megabytes} МБ в распакованном виде: разделите его на части`,
  importZipTooManyFiles: (max: number) => `В архиве больше ${max} файлов: разделите его на части`,
  importZipFileTooLarge: (megabytes: number) => `Файл в архиве больше ${megabytes} МБ: уменьшите фотографию`,
  importZipNoSheet: 'В архиве должна быть одна таблица CSV или XLSX, рядом с ней файлы фотографий',
  importTooSlow: (seconds: number) => `Файл не удалось прочитать за ${seconds} с: разделите его на части или сохраните как CSV`,
  importBadColumns: 'Поле columns: нужен JSON — для заголовка столбца поле выгрузки или пустая строка',
  importNotFound: 'Импорт не найден: загрузите файл снова',
  importSubmitted: 'Этот импорт уже отправлен',
  importNeedsDirect: 'Строки этого импорта ссылаются на изделия из того же файла: его может внести только модератор',
  importSerialTaken: (rows: readonly { number: string; line: number }[]) =>
    `${rows.map(({ number, line }) => `Номер «${number}» (строка ${line})`).join(', ')} уже есть в каталоге: файл проверен раньше, загрузите его снова`,
  importRecordsChanged: (lines: readonly number[]) =>
    `${lines.length > 1 ? 'Записи строк' : 'Запись строки'} ${lines.join(', ')} ${lines.length > 1 ? 'изменены' : 'изменена'} после проверки файла: загрузите его снова`,
  importHasNoProposals: 'Этот импорт не предлагал заявок',
  importDecided: 'Заявки этого импорта уже рассмотрены',
};
