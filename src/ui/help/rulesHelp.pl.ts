/**
 * Pomoc do zasad po polsku: te same numery zasad co w `rulesHelp.ts`, ze słownictwem polskiej
 * instrukcji (lokacja, połowa, linia kolejowa, magazyn zaopatrzenia, sporna lokacja, wycofanie,
 * odwrót, Tor Blokady, Tor Europy, Dowodzenie, Korzyść, Darmowa akcja, PZ). Ładowana dopiero
 * z otwarciem strony zasad w tym języku.
 */
import type { RulesHelp } from './rulesHelp';

export const pl: RulesHelp = {
  sections: [
    {
      id: 'R1', title: 'Przygotowanie gry',
      items: [
        { id: 'R1.1', text: 'Dwie strony, Unia (niebieska) i Konfederacja (beżowa), każda z własną talią: 69 kart Unii, 50 kart Konfederacji. Zasób znaczników: 45 oddziałów obu stron i 4 forty, tylko dla Konfederacji.' },
        { id: 'R1.2', text: 'Karty oznaczone „I” i „II” odkłada się na bok; pozostałe tasuje się w zakryty stos — talię do dobierania.' },
        { id: 'R1.3', text: 'Czarne dyski stawia się na polach startowych Toru Blokady i Toru Europy — polach oznaczonych literą „S”.' },
        { id: 'R1.4', text: 'Karty na start: Konfederacja 5, Unia 6.' },
        { id: 'R1.5', text: 'Oddziały na start: Unia w Waszyngtonie (3), w Harper’s Ferry, w Kentucky i w Cairo (po 2); Konfederacja w Manassas (3), we Front Royal, w Savannah i w Nowym Orleanie (po 2), w Nashville, w Fort Henry & Donelson i w Fort Monroe (po 1).' },
        { id: 'R1.6', text: 'Gracz prowadzący Unię rozpoczyna grę.' },
      ],
    },
    {
      id: 'R2', title: 'Karty',
      items: [
        { id: 'R2.1', text: 'Na górze karty może być jednostka (oddział o sile 1, 2 lub 3, statek, fort — tylko Konfederacja — lub polityk) z kosztem: liczbą innych kart, które odkładasz z ręki na stos kart odrzuconych, aby ją wprowadzić do gry.' },
        { id: 'R2.2', text: 'Symbole przy lewej krawędzi: Dowodzenie (żółta gwiazda z wartością, dodawaną w bitwie), Ruch (pociąg, płaci za ruch wojska), Ruch morski (statek, tylko Unia).' },
        { id: 'R2.3', text: 'Teksty kart to Akcja (zużywa jedną z twoich dwóch akcji), Darmowa akcja (nie zużywa żadnej; bez limitu w turze) albo Korzyść (modyfikuje akcję, zwykle bitwę; nie zużywa akcji).' },
        { id: 'R2.4', text: 'Gdy zagrywasz kartę, możesz jej użyć tylko na jeden sposób.' },
        { id: 'R2.5', text: 'Karta jest usuwana z gry tylko wtedy, gdy wprowadzasz jej jednostkę (oprócz oddziałów o sile „1”, które idą na stos kart odrzuconych). Każde inne użycie odkłada ją na stos kart odrzuconych.' },
        { id: 'R2.6', text: 'Możesz oglądać stosy znaczników przeciwnika na mapie, ale nie jego karty odrzucone ani usunięte z gry (zob. E16).' },
      ],
    },
    {
      id: 'R3', title: 'Tura',
      items: [
        { id: 'R3.1', text: 'W swojej turze wykonujesz dwie akcje, jedną po drugiej, i dowolną liczbę darmowych akcji.' },
        { id: 'R3.2', text: 'Potem uzupełniasz rękę do swojego limitu: Unia zawsze 6; Konfederacja tyle, ile widać przy polu Toru Blokady, na którym stoi dysk.' },
        { id: 'R3.3', text: 'Rękę większą niż limit zachowujesz; nikt nie odrzuca nadwyżki.' },
        { id: 'R3.4', text: 'Karty dobiera tylko aktywny gracz, więc karty zużyte w obronie uzupełniasz na końcu swojej własnej tury.' },
      ],
    },
    {
      id: 'R4', title: 'Tasowanie i upływ czasu',
      items: [
        { id: 'R4.1', text: 'Gdy musisz dobrać z pustej talii, tasujesz swój stos kart odrzuconych w nową talię, dokładając karty „I” przy pierwszym tasowaniu i „II” przy drugim.' },
        { id: 'R4.2', text: 'Konfederacja tasuje swój stos kart odrzuconych tyle razy, ile potrzeba, ale po drugim tasowaniu nie dokłada już nowych kart.' },
        { id: 'R4.3', text: 'Zegar Unii: przy pierwszym tasowaniu potrzebuje 2 PZ, przy drugim 5 PZ — inaczej Konfederacja natychmiast wygrywa.' },
        { id: 'R4.4', text: 'Gdy Unia musi tasować po raz trzeci, gra się kończy: Unia wygrywa z 12 PZ lub więcej, w przeciwnym wypadku wygrywa Konfederacja.' },
        { id: 'R4.5', text: 'Tylko Unia liczy PZ: PZ każdej kontrolowanej przez nią lokacji oraz PZ przy polu Toru Blokady, na którym stoi dysk.' },
      ],
    },
    {
      id: 'R5', title: 'Mapa',
      items: [
        { id: 'R5.1', text: 'Każda lokacja ma górną i dolną połowę; każda linia kolejowa dochodzi do jednej określonej połowy.' },
        { id: 'R5.2', text: 'Niektóre linie kolejowe mają modyfikator obrony dla obrońcy w ich kolorze, zaatakowanego wzdłuż nich.' },
        { id: 'R5.3', text: 'Porty: Waszyngton, Fort Monroe, Savannah, Nowy Orlean; niektóre mają modyfikator obrony przed ruchem morskim: Savannah +1, Nowy Orlean +1, Fort Monroe +2.' },
        { id: 'R5.4', text: 'Kontrolujesz lokację bez jednostek wroga, jeśli jest w twoim kolorze (i nie ma na niej flagi przeciwnika) albo masz w niej swoje jednostki lub znacznik kontroli z twoją flagą.' },
        { id: 'R5.5', text: 'Lokacja z jednostkami obu stron, każda strona w jednej połowie, jest sporna: nikt jej nie kontroluje.' },
        { id: 'R5.6', text: 'Przejmujesz kontrolę nad lokacją przeciwnika, gdy jesteś jedynym okupującym albo wchodzisz do niej pustej; twój znacznik kontroli zostaje, dopóki przeciwnik jej nie odbierze.' },
        { id: 'R5.7', text: 'Magazyny zaopatrzenia: dla Unii Waszyngton; dla Konfederacji Richmond lub Atlanta.' },
        { id: 'R5.8', text: 'Zaopatrzenie biegnie od kontrolowanego przez ciebie magazynu zaopatrzenia liniami kolejowymi przez lokacje, które kontrolujesz. Przez sporną lokację przechodzi tylko wtedy, gdy obie użyte linie dochodzą do twojej połowy; sporny magazyn zaopatrzenia zaopatruje tylko liniami dochodzącymi do twojej połowy.' },
        { id: 'R5.9', text: 'Nie ma limitu znaczników w lokacji, wliczając w to forty; fort może stać na każdej połowie.' },
        { id: 'R5.10', text: 'Oddziały Konfederacji nie mogą w żaden sposób wkroczyć do trzech górnych lokacji Unii: Harrisburg, Cincinnati, St. Louis.' },
      ],
    },
    {
      id: 'R6', title: 'Akcje',
      items: [
        { id: 'R6.1', text: 'Wprowadzenie jednostki do gry: zagraj kartę dla jej jednostki i zapłać jej koszt. Oddziały i forty trafiają do kontrolowanej, niespornej lokacji połączonej z magazynem zaopatrzenia; Unia może odrzucić dodatkową kartę ruchu morskiego, by wprowadzić oddział w dowolnym kontrolowanym porcie. Statki przesuwają dysk na Torze Blokady, politycy znacznik na Torze Europy.' },
        { id: 'R6.1.1', text: 'Oddział lub fort kładziesz na dowolnej połowie lokacji, którą kontrolujesz, która nie jest sporna i ma połączenie z magazynem zaopatrzenia; liczba znaczników jest ograniczona zasobem.' },
        { id: 'R6.1.2', text: 'Wprowadzenie w porcie (Unia): oddział może trafić do kontrolowanego portu, z zaopatrzeniem lub bez, jeśli odrzucisz dodatkowo jedną kartę ruchu morskiego.' },
        { id: 'R6.1.3', text: 'Statek przesuwa dysk na Torze Blokady o jedno pole na twoją korzyść.' },
        { id: 'R6.1.4', text: 'Polityk przesuwa znacznik na Torze Europy o jedno pole na twoją korzyść.' },
        { id: 'R6.1.5', text: 'Nigdy nie możesz przesunąć znacznika poza krawędź toru.' },
        { id: 'R6.2', text: 'Ruch wojska: odrzuć kartę z symbolem ruchu, potem przemieść wszystkie lub wybrane oddziały z jednej lokacji jedną linią kolejową albo jeden oddział dowolnie daleko przez lokacje, które kontrolujesz. Wejście do lokacji przeciwnika kończy ruch; gdy są tam jego jednostki, wybucha bitwa.' },
        { id: 'R6.2.1', text: 'Ruch przenosi wszystkie lub wybrane oddziały z jednej lokacji jedną linią kolejową do sąsiedniej lokacji,' },
        { id: 'R6.2.2', text: 'albo jeden oddział do dowolnej lokacji połączonej liniami kolejowymi przez lokacje, które kontrolujesz.' },
        { id: 'R6.2.3', text: 'Musisz przerwać ruch, gdy wejdziesz na pole z jednostkami przeciwnika lub do kontrolowanej przez niego lokacji: pustą przejmujesz, zajętą — natychmiast rozpoczyna się bitwa.' },
        { id: 'R6.2.4', text: 'Nie możesz poruszyć fortu.' },
        { id: 'R6.3', text: 'Ruch morski (Unia, jedna akcja): zagraj jedną lub więcej kart ruchu morskiego; każda przenosi jeden oddział z portu do innego portu (E5). Wejście do portu z jednostkami przeciwnika rozpoczyna bitwę z modyfikatorem obrony portu (R5.3). Karty trafiają na stos kart odrzuconych.' },
        { id: 'R6.4', text: 'Deklaracja ataku w spornej lokacji: mając tam już oddziały, atakujesz przeciwnika bez zużywania karty. Żadne modyfikatory obrony nie działają.' },
        { id: 'R6.5', text: 'Odrzucenie kart: odłóż jedną lub więcej kart na swój stos kart odrzuconych.' },
        { id: 'R6.6', text: 'Wykonanie akcji z karty: wykonaj akcję zgodnie z opisem na karcie.' },
        { id: 'R6.7', text: 'Pas: nie robisz nic.' },
        { id: 'R6.8', text: 'Akcje są niezależne od siebie: nie możesz osobnymi akcjami wprowadzić oddziałów do jednej bitwy z dwóch kierunków, zanim zostanie rozegrana.' },
      ],
    },
    {
      id: 'R7', title: 'Bitwy',
      items: [
        { id: 'R7.1', text: 'Atakujący staje na tej połowie lokacji, do której dochodzi linia kolejowa; oddziały obrońcy przechodzą na tę połowę. Forty walczą tylko na swojej połowie.' },
        { id: 'R7.2', text: 'Atakujący musi zagrać jedną zakrytą kartę (dowolną; liczy się jej Dowodzenie, jeśli je ma).' },
        { id: 'R7.3', text: 'Obrońca wycofuje się albo staje do walki i może zagrać jedną zakrytą kartę Dowodzenia oraz karty Korzyści.' },
        { id: 'R7.4', text: 'Całkowita siła: oddziały + Dowodzenie zagranej karty + 3 za każdy broniący się fort na zaatakowanej połowie.' },
        { id: 'R7.5', text: 'Modyfikatory obrony w kolorze obrońcy na linii kolejowej (albo obrona portu przed ruchem morskim) dodaje się do siły obrońcy — ale przy ataku w lokacji, która już jest sporna, nie uwzględnia się żadnych modyfikatorów obrony, czy atak zadeklarowano na miejscu, czy przybył koleją lub drogą morską na połowę przeciwnika.' },
        { id: 'R7.6', text: 'Wygrywa gracz z najwyższą siłą; w przypadku remisu zwycięża obrońca.' },
        { id: 'R7.7', text: 'Straty liczy się w znacznikach, nie w sile, wliczając forty: przegrany traci połowę znaczników biorących udział w walce (zaokrąglając w górę), zwycięzca połowę (zaokrąglając w dół), ale nigdy więcej niż przegrany. Każda strona sama wybiera swoje straty; usunięte znaczniki wracają do zasobu.' },
        { id: 'R7.8', text: 'Ocalałe jednostki przegranego wykonują odwrót (R9).' },
        { id: 'R7.9', text: 'Strona, która zostaje jedynym okupującym lokacji kontrolowanej dotąd przez przeciwnika, przejmuje nad nią kontrolę (R5.6).' },
        { id: 'R7.10', text: 'Znacznik na Torze Europy przesuwa się na korzyść zwycięzcy o tyle pól, ile znaczników stracił przegrany.' },
        { id: 'R7.11', text: 'Dopóki Konfederacja kontroluje zdobytą niebieską lokację, znacznik na Torze Europy stoi o jedno pole bliżej Europy.' },
        { id: 'R7.12', text: 'Wszystkie karty zagrane w bitwie trafiają na stos kart odrzuconych.' },
      ],
    },
    {
      id: 'R8', title: 'Wycofywanie',
      items: [
        { id: 'R8.1', text: 'Obrońca może nie brać udziału w bitwie; decyduje po tym, jak atakujący zagrał zakrytą kartę, a ta karta zostaje odłożona bez odkrywania.' },
        { id: 'R8.2', text: 'Obrońca, który kontrolował całą lokację, wycofuje się na połowę, z której nie nastąpił atak; lokacja staje się sporna.' },
        { id: 'R8.3', text: 'Obrońca, który był tylko na jednej połowie spornej lokacji, wycofuje się do innej połączonej lokacji.' },
        { id: 'R8.4', text: 'Można się wycofać tylko do miejsc, które kontrolujesz lub w których masz swoje jednostki, nigdy linią prowadzącą na połowę okupowaną przez przeciwnika; oddziały można rozdzielić.' },
        { id: 'R8.5', text: 'Nie można przenieść fortu; pozostawione forty walczą dalej.' },
        { id: 'R8.6', text: 'Unia może wycofać się z portu do Waszyngtonu, zagrywając jedną kartę ruchu morskiego; przy podzielonym wycofaniu część oddziałów może płynąć, a reszta iść lądem (E17).' },
      ],
    },
    {
      id: 'R9', title: 'Odwrót',
      items: [
        { id: 'R9.1', text: 'Przegrany obrońca przenosi ocalałe oddziały do połączonych lokacji, nie na drugą połowę lokacji bitwy: każdy do lokacji, którą kontroluje, lub na połowę ze swoimi jednostkami, nigdy linią prowadzącą na połowę z jednostkami przeciwnika. Może je rozdzielić.' },
        { id: 'R9.2', text: 'Przegrany atakujący cofa się do lokacji, z której zaatakował; jeśli atakował z wnętrza spornej lokacji, cofa się do połączonej przyjaznej lokacji jak w R9.1.' },
        { id: 'R9.3', text: 'Unia może zrobić odwrót z portu do Waszyngtonu jedną kartą ruchu morskiego; przegrany atakujący z morza, który nie może zapłacić, jest usuwany. Odwrót można podzielić między morze i kolej (E17).' },
        { id: 'R9.4', text: 'Jednostki, które nie mogą wykonać odwrotu, są usuwane z planszy; forty przegranej strony są usuwane.' },
      ],
    },
    {
      id: 'R10', title: 'Tory',
      items: [
        { id: 'R10.1', text: 'Tor Blokady: statki Unii przesuwają dysk od pola S, zmniejszając limit kart Konfederacji i dając Unii PZ; statki Konfederacji cofają go.' },
        { id: 'R10.2', text: 'Tor Europy: przesuwają go politycy i bitwy; gdy znacznik dotrze do końca toru po stronie Europy, Konfederacja natychmiast wygrywa.' },
      ],
    },
    {
      id: 'R11', title: 'Wyjaśnienie działania kart akcji',
      items: [
        { id: 'R11.1', text: 'Pobór (Unia) / Przełamanie Blokady (Konfederacja), darmowa akcja: dobierz trzy karty ze swojej talii; rękę większą niż limit zachowujesz.' },
        { id: 'R11.2', text: 'Rajd Kawalerii (akcja): przeciwnik odrzuca dwie losowo wybrane karty z ręki, chyba że natychmiast anuluje efekt własnym Rajdem Kawalerii (wtedy dobiera na jego miejsce nową kartę).' },
        { id: 'R11.3', text: 'Przewaga wysokości (korzyść, tylko obrońca): +2 do siły; zagrywana po zakrytej karcie atakującego, przed odkryciem, oprócz karty Dowodzenia.' },
        { id: 'R11.4', text: 'Papierowe Pieniądze (Unia) / Obligacje (Konfederacja), akcja: wprowadź do gry dwie jednostki z ręki bez płacenia ich kosztu; każda musi trafić w dozwolone miejsce (R6.1).' },
        { id: 'R11.5', text: 'Ruch Koleją (akcja): przemieść jeden lub dwa oddziały, z tej samej lub różnych lokacji, koleją przez własne tereny; bez bitew, ale można zająć puste lokacje przeciwnika, a drugi oddział może przejść przez lokację, którą właśnie zajął pierwszy.' },
        { id: 'R11.6', text: 'Uzupełnienia (korzyść, tylko obrońca): przemieść do bitwy jeden oddział dowolnej siły z lokacji połączonej z nią linią kolejową: dowolną linią, jeśli atakujący właśnie wkroczył, tylko linią dochodzącą do twojej połowy, jeśli atak toczy się w spornej lokacji. Można ją zagrać zamiast tego jako Przewagę wysokości.' },
      ],
    },
    {
      id: 'R12', title: 'Koniec gry',
      items: [
        { id: 'R12.1', text: 'Znacznik na Torze Europy dociera do końca toru po stronie Konfederacji: Konfederacja natychmiast wygrywa.' },
        { id: 'R12.2', text: 'Konfederacja kontroluje Waszyngton na końcu tury Unii: Konfederacja wygrywa.' },
        { id: 'R12.3', text: 'Unia kontroluje Vicksburg oraz Richmond na końcu tury Konfederacji: Unia wygrywa.' },
        { id: 'R12.4', text: 'W przeciwnym razie rozstrzyga zegar tasowań Unii (R4.3, R4.4).' },
      ],
    },
  ],
  rulings: [
    { id: 'E1', variant: true, text: 'Dalekie przemieszczenie nie może przejść przez sporną lokację (może się w niej zakończyć). Wariant: przejście według instrukcji, gdy linie kolejowe na wejściu i wyjściu prowadzą do twojej połowy.' },
    { id: 'E2', text: 'Jednostki możesz wprowadzać tylko do lokacji, którą kontrolujesz i która nie jest sporna.' },
    { id: 'E3', text: 'Atakujący z pustą ręką nie zagrywa karty.' },
    { id: 'E4', text: 'Zakryta karta obrońcy musi mieć wartość Dowodzenia; Korzyści zagrywa się odkryte.' },
    { id: 'E5', text: 'Jedna akcja ruchu morskiego ma jeden port docelowy; jej oddziały mogą płynąć z kilku portów i lądują na połowie portowej.' },
    { id: 'E6', text: 'Wycofanie i odwrót drogą morską kosztują łącznie jedną kartę ruchu morskiego i wymagają kontroli Unii nad Waszyngtonem.' },
    { id: 'E7', text: 'Wejście do spornej lokacji linią prowadzącą do twojej połowy to wzmocnienie; linią do połowy przeciwnika to atak samymi przybywającymi oddziałami.' },
    { id: 'E8', text: 'Znaczniki stracone na potrzeby Toru Europy obejmują jednostki usunięte z braku odwrotu.' },
    { id: 'E9', text: 'Premię za zdobycie na Torze Europy liczy się osobno dla każdej niebieskiej lokacji i oddaje po jej utracie.' },
    { id: 'E10', text: 'Forty pozostawione przy wycofaniu toczą nową bitwę; atakujący zagrywa nową kartę.' },
    { id: 'E11', text: 'Ocalałe forty przegranego obrońcy są usuwane.' },
    { id: 'E12', text: 'Jednostki opuszczają sporną lokację tylko liniami dochodzącymi do ich własnej połowy.' },
    { id: 'E13', text: 'Jednostki z niespornej lokacji mogą ją opuścić dowolną jej linią kolejową.' },
    { id: 'E14', text: 'Gdy talia i stos kart odrzuconych są puste, dobieranie po prostu się kończy.' },
    { id: 'E15', text: 'Rajd Kawalerii przeciw mniej niż 2 kartom odrzuca to, co jest.' },
    { id: 'E16', variant: true, text: 'Stosy kart odrzuconych i usuniętych są tajne. Wariant: jawne stosy kart odrzuconych.' },
    { id: 'E17', text: 'Podzielone wycofanie lub odwrót może łączyć morze i ląd: za jedną kartę ruchu morskiego część oddziałów płynie do Waszyngtonu, a reszta jedzie koleją (albo przechodzi na drugą połowę, gdzie pozwala na to R8.2).' },
    { id: 'X2', text: 'Wejście do lokacji, w której jedynymi jednostkami przeciwnika są forty na drugiej połowie, nie rozpoczyna bitwy; lokacja staje się sporna.' },
    { id: 'X21', text: 'Ruch, który kończy grę tym, co przekazuje (kontrola, premia na Torze Europy), kończy ją przed bitwą, którą by rozpoczął.' },
    { id: 'X23', text: 'Gra, która kończy się natychmiast w trakcie rozgrywanej już bitwy, zostawia oddziały tam, gdzie stały: obie strony w atakowanej połowie.' },
    { id: 'X24', text: 'Z wariantem E1 Ruch Koleją może przejść przez sporną lokację przez własną połowę, tak jak ruch jednego oddziału na dowolną odległość; domyślnie żaden z nich nie może.' },
    { id: 'X25', text: 'Pokonany atakujący wraca do lokacji, z której zaatakował, nawet jeśli jej opuszczenie oddało ją przeciwnikowi; jeśli była sporna, znów jest sporna.' },
    { id: 'X26', text: 'Gdy dwóch graczy dzieli jeden ekran, strona, która nie trzyma urządzenia, wybiera straty na wspólnym ekranie, z obiema rękami ukrytymi, bez przekazania urządzenia: nie odpowiada się na nie kartą. Przed następną decyzją wymagającą ręki jest wtedy ekran przekazania. Strat nie można cofnąć.' },
  ],
};
