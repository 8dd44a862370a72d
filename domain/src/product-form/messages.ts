/**
 * Texts of the product form, the brand popup and the image uploads. The specification gives none
 * (part 2 section 8); each names the field it is about with the label the form shows.
 */
export const PRODUCT_FORM_MESSAGES = {
  required: (label: string) => `Bitte fülle das Pflichtfeld „${label}“ aus.`,
  chooseOne: (label: string) => `Bitte wähle bei „${label}“ mindestens eine Angabe aus.`,
  notANumber: (label: string) => `„${label}“ muss eine Zahl sein, z. B. 12,5.`,
  negative: (label: string) => `„${label}“ darf nicht negativ sein.`,
  notPositive: (label: string) => `„${label}“ muss größer als 0 sein.`,
  tooPrecise: (label: string) => `„${label}“ darf höchstens zwei Nachkommastellen haben.`,
  tooLarge: (label: string, max: string) => `„${label}“ darf höchstens ${max} sein.`,
  tooLong: (label: string, max: number) => `„${label}“ darf höchstens ${max} Zeichen lang sein.`,
  invalid: (label: string) => `„${label}“ enthält einen ungültigen Wert.`,
  weenderSum:
    'Rohprotein, Rohfett, Rohfaser, Rohasche und Feuchtigkeit dürfen zusammen höchstens 100 % ergeben.',
  dryBarfOnlyDried: 'Trocken-BARF kann nur bei Trockenfutter gewählt werden.',
  brandMissing: 'Diese Marke gibt es nicht. Bitte wähle eine Marke aus der Liste oder lege sie an.',

  invalidBody: 'Die Produktdaten sind ungültig.',
  productMissing: 'Produkt nicht gefunden.',
  staleRevision:
    'Dieses Produkt wurde inzwischen von jemand anderem gespeichert. Deine Änderungen wurden nicht übernommen, sind aber im Formular erhalten. Bitte öffne das Produkt neu und trage sie dort erneut ein.',
  saveFailed: 'Das Produkt konnte nicht gespeichert werden. Bitte versuche es später erneut.',
  saveNetworkError: 'Netzwerkfehler: Das Produkt wurde nicht gespeichert. Deine Eingaben bleiben erhalten.',
  draftRestored: 'Deine noch nicht gespeicherten Eingaben wurden wiederhergestellt.',
  loginRequired:
    'Bitte logge dich ein, um Produkte einzutragen oder zu bearbeiten. Das können nur Mitglieder der Redaktion.',
  loadFailed: 'Das Formular konnte nicht geladen werden. Bitte versuche es später erneut.',

  brandRequired: 'Bitte gib einen Markennamen ein.',
  brandTooLong: 'Der Markenname darf höchstens 100 Zeichen lang sein.',
  brandTaken: 'Diese Marke gibt es bereits.',
  brandCreated: 'Die Marke wurde angelegt.',
  brandFailed: 'Die Marke konnte nicht angelegt werden. Bitte versuche es erneut.',
  brandExisted: (name: string) => `Die Marke „${name}“ gibt es bereits. Sie ist jetzt ausgewählt.`,

  imageMissing: 'Bitte wähle ein Bild aus.',
  imageType: 'Bitte lade nur Bilder im Format PNG, JPG, GIF oder SVG hoch.',
  imageTooLarge: 'Das Bild darf höchstens 5 MB groß sein.',
  imageBroken: 'Die SVG-Datei konnte nicht gelesen werden.',
  imageUploadFailed: 'Das Bild konnte nicht hochgeladen werden. Bitte versuche es erneut.',
  imageUploading: 'Lade Bild hoch...',
  imageDeleteFailed: 'Das Bild konnte nicht gelöscht werden. Bitte versuche es erneut.',
  imageNameInvalid: 'Dieses Bild gibt es nicht.',

  editorsOnly: 'Nur die Redaktion darf Produkte, Marken und Bilder anlegen und bearbeiten.',
} as const;
