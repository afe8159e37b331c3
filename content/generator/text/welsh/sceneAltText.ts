// Welsh alt text of the garden scenes, by subject (the order of SCENE_SUBJECTS): Welsh pages describe their
// pictures in Welsh.
import type { Image } from '../../../../contract';
import type { ImageAsset } from '../../media/library';
import { imageValue } from '../../model/entries';

const SCENE_ALT_TEXT_CY: readonly string[] = [
  'To gwydr crwm y Tŷ Palmwydd o oes Fictoria yn erbyn awyr aeafol welw',
  'Dôl o flodau gwyllt gwyn a phorffor o dan awyr las yr haf',
  'Coed â dail coch, oren ac aur wrth ymyl llwybr glaswelltog',
  'Pwll llonydd â dail lili gwyrdd a lilïau dŵr pinc',
  'Borderi llydan o flodau porffor, oren a melyn o flaen gwrych wedi’i docio',
  'Creigiau llwyd a phlanhigion alpaidd bach pinc a gwyn yn y blaendir',
  'Rhesi taclus o welyau uchel yn llawn llysiau deiliog',
  'Silffoedd pren yn dal blychau o sbesimenau planhigion wedi’u gwasgu',
  'Coed tal uwchben carped o flodau glas mewn coedwig yn y gwanwyn',
  'Lawnt wen dan farrug o dan awyr binc y wawr',
  'Coed yn drwch o flodau pinc golau wrth ymyl llwybr',
  'Tŷ gwydr yn tywynnu’n gynnes o dan awyr las dywyll gyda’r nos',
  'Silffoedd o jariau hadau wedi’u labelu mewn storfa oer dan olau glas',
  'Llethr o rug porffor o dan awyr niwlog',
  'Coed ffrwythau crwn ag afalau coch mewn perllan laswelltog',
  'Afon yn llifo heibio rhes o goed gwyrdd ar ddiwrnod braf',
  'Planhigion blodeuog lliwgar o flaen gwrych ar ddiwrnod heulog',
  'Coed noeth y gaeaf uwchben llawr coetir yn frith o flodau gwyn',
];

/** A scene as a Welsh page shows it: Welsh alt text (the English one if the subject has none yet), optional caption. */
export function welshImageOf(asset: ImageAsset, caption?: string): Image {
  const subject = asset.subject ?? -1;
  return imageValue(asset.id, SCENE_ALT_TEXT_CY[subject] ?? asset.altText, caption);
}
