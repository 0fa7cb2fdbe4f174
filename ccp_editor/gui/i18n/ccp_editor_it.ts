<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>Balance</name>
    <message>
        <source>Balance: {name}</source>
        <translation>Equilibrio: {name}</translation>
    </message>
    <message>
        <source>The data set has no scenario to balance</source>
        <translation>Il set di dati non ha scenari di cui misurare l&apos;equilibrio</translation>
    </message>
    <message>
        <source>Scenario balance</source>
        <translation>Equilibrio dello scenario</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Scenario:</translation>
    </message>
    <message>
        <source>No scenario {name!r} to balance</source>
        <translation>Nessuno scenario {name!r} di cui misurare l&apos;equilibrio</translation>
    </message>
    <message>
        <source>Scenario &amp;Balance...</source>
        <translation>&amp;Equilibrio dello scenario...</translation>
    </message>
    <message>
        <source>Play the scenario many times with automatic players and see who wins how often</source>
        <translation>Gioca lo scenario molte volte con giocatori automatici e mostra chi vince e quanto spesso</translation>
    </message>
    <message>
        <source>{rate}% ({low}-{high}%)</source>
        <translation>{rate}% ({low}-{high}%)</translation>
    </message>
    <message>
        <source>Final VP (right: Japan&apos;s favour; left: the Allies&apos;)</source>
        <translation>PV finali (a destra: a favore del Giappone; a sinistra: degli Alleati)</translation>
    </message>
    <message>
        <source>Automatic: strong</source>
        <translation>Automatico: forte</translation>
    </message>
    <message>
        <source>strong</source>
        <translation>forte</translation>
    </message>
    <message>
        <source>Automatic: fast</source>
        <translation>Automatico: veloce</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>veloce</translation>
    </message>
    <message>
        <source>Automatic: random</source>
        <translation>Automatico: casuale</translation>
    </message>
    <message>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <source>sudden death</source>
        <translation>morte improvvisa</translation>
    </message>
    <message>
        <source>surrender</source>
        <translation>resa</translation>
    </message>
    <message>
        <source>a side without units</source>
        <translation>una parte senza unità</translation>
    </message>
    <message>
        <source>units exited</source>
        <translation>unità uscite</translation>
    </message>
    <message>
        <source>end of the Time track</source>
        <translation>fine del tracciato del Tempo</translation>
    </message>
    <message>
        <source>turn limit</source>
        <translation>limite di turni</translation>
    </message>
    <message>
        <source>agreed end</source>
        <translation>fine concordata</translation>
    </message>
    <message>
        <source>No game was played.</source>
        <translation>Nessuna partita giocata.</translation>
    </message>
    <message>
        <source>Japan wins {rate}% ± {margin}% ({games}, {japan} vs {allied})</source>
        <translation>Il Giappone vince il {rate}% ± {margin}% ({games}, {japan} contro {allied})</translation>
    </message>
    <message>
        <source>The Allies win {rate}% ± {margin}% ({games}, {japan} vs {allied})</source>
        <translation>Gli Alleati vincono il {rate}% ± {margin}% ({games}, {japan} contro {allied})</translation>
    </message>
    <message>
        <source>&lt;b&gt;Balance of {name}&lt;/b&gt;</source>
        <translation>&lt;b&gt;Equilibrio di {name}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Plays the scenario many times with automatic players and counts who wins. Where the players differ, each plays each side in turn.</source>
        <translation>Gioca lo scenario molte volte con giocatori automatici e conta chi vince. Se i giocatori sono diversi, ciascuno gioca a turno entrambe le parti.</translation>
    </message>
    <message>
        <source>{side}:</source>
        <translation>{side}:</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partite:</translation>
    </message>
    <message>
        <source>Processes playing games at the same time (one per core is fastest)</source>
        <translation>Processi che giocano partite allo stesso tempo (uno per core è il più veloce)</translation>
    </message>
    <message>
        <source>Processes:</source>
        <translation>Processi:</translation>
    </message>
    <message>
        <source>The same seed, players and number of games give the same result</source>
        <translation>Lo stesso seme, gli stessi giocatori e lo stesso numero di partite danno lo stesso risultato</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>%v of %m games</source>
        <translation>%v di %m partite</translation>
    </message>
    <message>
        <source>Playing...</source>
        <translation>Partite in corso...</translation>
    </message>
    <message>
        <source>Stopping...</source>
        <translation>Arresto in corso...</translation>
    </message>
    <message>
        <source>The games could not be played: {error}</source>
        <translation>Non è stato possibile giocare le partite: {error}</translation>
    </message>
    <message>
        <source>{player}, either side</source>
        <translation>{player}, una parte o l&apos;altra</translation>
    </message>
    <message>
        <source>{end} {count}</source>
        <translation>{end} {count}</translation>
    </message>
    <message>
        <source>How the games ended: {ends}.</source>
        <translation>Come sono finite le partite: {ends}.</translation>
    </message>
    <message>
        <source>Per game: {turns} turns, {orders} orders on average.</source>
        <translation>Per partita: in media {turns} turni, {orders} ordini.</translation>
    </message>
</context>
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n game(s).</source>
        <translation>
            <numerusform>Interrotto dopo %n partita.</numerusform>
            <numerusform>Interrotto dopo %n partite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draws: %n.</source>
        <translation>
            <numerusform>Pareggi: %n.</numerusform>
            <numerusform>Pareggi: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) stopped on an engine failure and not counted.</source>
        <translation>
            <numerusform>%n partita interrotta da un errore del motore e non contata.</numerusform>
            <numerusform>%n partite interrotte da un errore del motore e non contate.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BattleHooks</name>
    <message>
        <source>Public copy (no secret chits)</source>
        <translation>Copia pubblica (senza obiettivi segreti)</translation>
    </message>
    <message>
        <source>Japanese player&apos;s copy</source>
        <translation>Copia del giocatore giapponese</translation>
    </message>
    <message>
        <source>Allied player&apos;s copy</source>
        <translation>Copia del giocatore alleato</translation>
    </message>
    <message>
        <source>Generated {name}: save it to keep it. The secret chits are hidden: each player reveals his own with the eye button</source>
        <translation>Generato {name}: salvalo per conservarlo. I segnalini segreti sono nascosti: ogni giocatore vede i propri con il pulsante a forma di occhio</translation>
    </message>
    <message>
        <source>Random battle</source>
        <translation>Battaglia casuale</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Open a scenario first: the sheet is printed from the scenario in the current tab</source>
        <translation>Apri prima uno scenario: il foglio si stampa dallo scenario della scheda corrente</translation>
    </message>
    <message>
        <source>Export scenario sheet</source>
        <translation>Esporta il foglio dello scenario</translation>
    </message>
    <message>
        <source>Copy for:</source>
        <translation>Copia per:</translation>
    </message>
    <message>
        <source>PDF (*.pdf);;PNG image (*.png)</source>
        <translation>PDF (*.pdf);;Immagine PNG (*.png)</translation>
    </message>
    <message>
        <source>Could not export the sheet: {error}</source>
        <translation>Impossibile esportare il foglio: {error}</translation>
    </message>
    <message>
        <source>Scenario sheet written to {path}</source>
        <translation>Foglio dello scenario scritto in {path}</translation>
    </message>
    <message>
        <source>the seed must be 0 to {most}, not {seed}</source>
        <translation>il seme deve essere da 0 a {most}, non {seed}</translation>
    </message>
    <message>
        <source>the number of battles must be 1 to {most}, not {n}</source>
        <translation>il numero di battaglie deve essere da 1 a {most}, non {n}</translation>
    </message>
    <message>
        <source>&amp;Random Battle...</source>
        <translation>&amp;Battaglia casuale...</translation>
    </message>
    <message>
        <source>&amp;Statistics...</source>
        <translation>Stat&amp;istiche...</translation>
    </message>
    <message>
        <source>&amp;Export Scenario Sheet...</source>
        <translation>Esporta &amp;foglio dello scenario...</translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message>
        <source>Setup: {name}</source>
        <translation>Schieramento: {name}</translation>
    </message>
    <message>
        <source>Board: {name}</source>
        <translation>Tabellone: {name}</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>nessun nome di file indicato</translation>
    </message>
    <message>
        <source>Cannot playtest {name}: {error}</source>
        <translation>Impossibile provare {name}: {error}</translation>
    </message>
    <message>
        <source>Playtest of {name} opened</source>
        <translation>Partita di prova di {name} aperta</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illeggibile</translation>
    </message>
    <message>
        <source>Cannot open {path}: {error}</source>
        <translation>Impossibile aprire {path}: {error}</translation>
    </message>
    <message>
        <source>{path} is not a scenario or a playtest save</source>
        <translation>{path} non è uno scenario né un salvataggio di partita</translation>
    </message>
    <message>
        <source>Cannot resume {path}: {error}</source>
        <translation>Impossibile riprendere {path}: {error}</translation>
    </message>
    <message>
        <source>Resumed playtest {path}</source>
        <translation>Ripresa la partita di prova {path}</translation>
    </message>
    <message>
        <source>No scenario or playtest file {name!r}</source>
        <translation>Nessuno scenario o file di partita {name!r}</translation>
    </message>
    <message>
        <source>The data set has no scenario to playtest</source>
        <translation>Il data set non ha scenari da provare</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Prova di gioco</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Scenario:</translation>
    </message>
    <message>
        <source>Resume playtest</source>
        <translation>Riprendi la partita di prova</translation>
    </message>
    <message>
        <source>Playtest (*.yaml *.yml)</source>
        <translation>Partita di prova (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Cannot restore playtest {id}: {error}</source>
        <translation>Impossibile ripristinare la partita di prova {id}: {error}</translation>
    </message>
    <message>
        <source>Play&amp;test Scenario...</source>
        <translation>&amp;Prova lo scenario...</translation>
    </message>
    <message>
        <source>Play the &amp;Card Game...</source>
        <translation>Gioca la partita a &amp;carte...</translation>
    </message>
    <message>
        <source>&amp;Resume Playtest...</source>
        <translation>&amp;Riprendi partita di prova...</translation>
    </message>
    <message>
        <source>Resume a Card &amp;Game...</source>
        <translation>Riprendi una partita a &amp;carte...</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Cas. {nation}</source>
        <translation>Perdite {nation}</translation>
    </message>
    <message>
        <source>T: time marker · red: sudden death, surrender · n+: arrivals</source>
        <translation>T: segnalino del Tempo · rosso: fine improvvisa, resa · n+: arrivi</translation>
    </message>
    <message>
        <source>Hand sizes:</source>
        <translation>Carte in mano:</translation>
    </message>
    <message>
        <source>setup</source>
        <translation>schieramento</translation>
    </message>
    <message>
        <source>play</source>
        <translation>gioco</translation>
    </message>
    <message>
        <source>game over</source>
        <translation>partita finita</translation>
    </message>
    <message>
        <source>Turn {turn} · {side} to play · {phase}</source>
        <translation>Turno {turn} · gioca {side} · {phase}</translation>
    </message>
    <message>
        <source>{side} win: {reason}</source>
        <translation>vince {side}: {reason}</translation>
    </message>
    <message>
        <source>{side} wins: {reason}</source>
        <translation>{side} vince: {reason}</translation>
    </message>
    <message>
        <source>melee in {hexes}</source>
        <translation>mischia in {hexes}</translation>
    </message>
    <message>
        <source>VP {text}</source>
        <translation>PV {text}</translation>
    </message>
    <message>
        <source>Time {time} of {last} · sudden death from space {sd}</source>
        <translation>Tempo {time} di {last} · fine improvvisa dalla casella {sd}</translation>
    </message>
    <message>
        <source>Initiative: </source>
        <translation>Iniziativa: </translation>
    </message>
    <message>
        <source> (surrender at {n})</source>
        <translation> (resa alla casella {n})</translation>
    </message>
    <message>
        <source>Casualties: </source>
        <translation>Perdite: </translation>
    </message>
    <message>
        <source> · Weapons box: </source>
        <translation> · Casella delle armi: </translation>
    </message>
    <message>
        <source>Artillery Boxes: </source>
        <translation>Caselle dell&apos;artiglieria: </translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Objective {n} ({hex}): {who}, {vp} VP</source>
        <translation>Obiettivo {n} ({hex}): {who}, {vp} PV</translation>
    </message>
    <message>
        <source>Open chits: {open}</source>
        <translation>Obiettivi aperti: {open}</translation>
    </message>
    <message>
        <source>revealed: {chits}</source>
        <translation>rivelati: {chits}</translation>
    </message>
    <message>
        <source>No card revealed yet</source>
        <translation>Nessuna carta ancora rivelata</translation>
    </message>
    <message>
        <source>Side:</source>
        <translation>Parte:</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tira</translation>
    </message>
    <message>
        <source>Targeting roll</source>
        <translation>Tiro per colpire</translation>
    </message>
    <message>
        <source>Random hex</source>
        <translation>Esagono casuale</translation>
    </message>
    <message>
        <source>Use Initiative (re-roll)</source>
        <translation>Usa l&apos;Iniziativa (ritira)</translation>
    </message>
    <message>
        <source>Advance Time</source>
        <translation>Avanza il Tempo</translation>
    </message>
    <message>
        <source>Rolls and triggers of the last action:</source>
        <translation>Tiri ed eventi innescati dall&apos;ultima azione:</translation>
    </message>
    <message>
        <source>resolved</source>
        <translation>risolto</translation>
    </message>
    <message>
        <source>to resolve</source>
        <translation>da risolvere</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>esagono</translation>
    </message>
    <message numerus="yes">
        <source>%n arrived</source>
        <translation>
            <numerusform>%n arrivato</numerusform>
            <numerusform>%n arrivati</numerusform>
        </translation>
    </message>
    <message>
        <source>Initiative: {side}</source>
        <translation>Iniziativa: {side}</translation>
    </message>
    <message numerus="yes">
        <source>{side} deck: %n card(s) left</source>
        <translation>
            <numerusform>mazzo {side}: %n carta rimasta</numerusform>
            <numerusform>mazzo {side}: %n carte rimaste</numerusform>
        </translation>
    </message>
    <message>
        <source>{side} use the Initiative (re-roll)</source>
        <translation>{side} usa l&apos;Iniziativa (ritira)</translation>
    </message>
    <message>
        <source>Write setup into the scenario</source>
        <translation>Scrivi lo schieramento nello scenario</translation>
    </message>
    <message>
        <source>Put the units&apos; hexes, the Sighting markers, fortifications and markers into the scenario document as one edit (Undo in its tab takes it back)</source>
        <translation>Mette gli esagoni delle unità, i segnalini di avvistamento, le fortificazioni e i segnalini nel documento dello scenario con una sola modifica (Annulla nella sua scheda la ritira)</translation>
    </message>
    <message>
        <source>Auto-setup</source>
        <translation>Schieramento automatico</translation>
    </message>
    <message>
        <source>Leaders with squads, objectives held, best Cover first, weapons with their units</source>
        <translation>Comandanti con le squadre, obiettivi presidiati, prima la Copertura migliore, armi con le loro unità</translation>
    </message>
    <message>
        <source>Start play</source>
        <translation>Inizia a giocare</translation>
    </message>
    <message>
        <source>Click a unit then a hex of its shaded setup area (or drag it there); drag placed counters to move them.</source>
        <translation>Fai clic su un&apos;unità e poi su un esagono della sua area di schieramento evidenziata (o trascinala lì); trascina le pedine già piazzate per spostarle.</translation>
    </message>
    <message>
        <source>Arrived reinforcements and Sighting markers: click one, then a hex of the friendly edge.</source>
        <translation>Rinforzi arrivati e segnalini di Avvistamento: fai clic su uno, poi su un esagono del bordo amico.</translation>
    </message>
    <message>
        <source>Sighting marker</source>
        <translation>Segnalino di avvistamento</translation>
    </message>
    <message>
        <source>{n} to place</source>
        <translation>{n} da piazzare</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Schieramento</translation>
    </message>
    <message>
        <source>Dice / Fate</source>
        <translation>Dadi / Fato</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Save the playtest</source>
        <translation>Salva la partita di prova</translation>
    </message>
    <message>
        <source>Save As...</source>
        <translation>Salva con nome...</translation>
    </message>
    <message>
        <source>Resume...</source>
        <translation>Riprendi...</translation>
    </message>
    <message>
        <source>Resume a saved playtest</source>
        <translation>Riprendi una partita di prova salvata</translation>
    </message>
    <message>
        <source>LOS / range</source>
        <translation>LdV / gittata</translation>
    </message>
    <message>
        <source>Drag from hex to hex: LOS, hindrance, range and why</source>
        <translation>Trascina da esagono a esagono: LdV, intralcio, gittata e perché</translation>
    </message>
    <message>
        <source>Fire...</source>
        <translation>Fuoco...</translation>
    </message>
    <message>
        <source>Fire with the selected pieces: click the target hex</source>
        <translation>Fuoco con i pezzi selezionati: fai clic sull&apos;esagono bersaglio</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Fine partita</translation>
    </message>
    <message>
        <source>Note...</source>
        <translation>Nota...</translation>
    </message>
    <message>
        <source>Adjust VP...</source>
        <translation>Correggi PV...</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Ingrandisci</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Riduci</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scansione</translation>
    </message>
    <message>
        <source>Show the map&apos;s calibrated scan under the terrain</source>
        <translation>Mostra la scansione calibrata della mappa sotto il terreno</translation>
    </message>
    <message>
        <source>Setup areas</source>
        <translation>Aree di schieramento</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Undo {what}</source>
        <translation>Annulla {what}</translation>
    </message>
    <message>
        <source>Redo {what}</source>
        <translation>Ripeti {what}</translation>
    </message>
    <message>
        <source>Save the card game (its answers, to replay it at this question)</source>
        <translation>Salva la partita a carte (le sue risposte, per rigiocarla fino a questa domanda)</translation>
    </message>
    <message>
        <source>Save the card game under a new file name</source>
        <translation>Salva la partita a carte con un nuovo nome di file</translation>
    </message>
    <message>
        <source>Undo last answer</source>
        <translation>Annulla l&apos;ultima risposta</translation>
    </message>
    <message>
        <source>Undo the card game&apos;s last answer (refused past a revealed card when the game counts)</source>
        <translation>Annulla l&apos;ultima risposta della partita a carte (non oltre una carta rivelata se la partita conta)</translation>
    </message>
    <message>
        <source>(VP {change:+d})</source>
        <translation>(PV {change:+d})</translation>
    </message>
    <message>
        <source>{what} refused: {reason}</source>
        <translation>{what} rifiutato: {reason}</translation>
    </message>
    <message>
        <source>Selected: </source>
        <translation>Selezionati: </translation>
    </message>
    <message>
        <source>Click a counter to select it (Ctrl+click: add, double-click: its stack); drag to move its stack (Shift+drag: that counter alone, Ctrl+drag: Advance); right-click for more.</source>
        <translation>Clicca una pedina per selezionarla (Ctrl+clic: aggiungi, doppio clic: la sua pila); trascina per muovere la pila (Maiusc+trascina: solo quella pedina, Ctrl+trascina: Avanzata); clic destro per altro.</translation>
    </message>
    <message>
        <source>Click a hex to place {unit} (Esc cancels).</source>
        <translation>Fai clic su un esagono per collocare {unit} (Esc annulla).</translation>
    </message>
    <message>
        <source>off the map</source>
        <translation>fuori mappa</translation>
    </message>
    <message>
        <source>set up in {hex}</source>
        <translation>schierato in {hex}</translation>
    </message>
    <message>
        <source>the game is over</source>
        <translation>la partita è finita</translation>
    </message>
    <message>
        <source>Advance off the {edge} edge</source>
        <translation>Avanza oltre il bordo {edge}</translation>
    </message>
    <message>
        <source>Advance to {hex}</source>
        <translation>Avanza in {hex}</translation>
    </message>
    <message>
        <source>exit: {vp} VP</source>
        <translation>uscita: {vp} PV</translation>
    </message>
    <message>
        <source>mines!</source>
        <translation>mine!</translation>
    </message>
    <message>
        <source>Dropped off the map: nothing moved.</source>
        <translation>Rilasciato fuori mappa: nulla è stato mosso.</translation>
    </message>
    <message>
        <source>LOS / range: drag from one hex to another.</source>
        <translation>LdV / gittata: trascina da un esagono a un altro.</translation>
    </message>
    <message>
        <source>range</source>
        <translation>gittata</translation>
    </message>
    <message>
        <source>hindrance</source>
        <translation>intralcio</translation>
    </message>
    <message>
        <source>height</source>
        <translation>altezza</translation>
    </message>
    <message>
        <source>Select the firing pieces first (Ctrl+click adds one).</source>
        <translation>Seleziona prima i pezzi che sparano (Ctrl+clic ne aggiunge uno).</translation>
    </message>
    <message>
        <source>Fire: click the target hex (Esc cancels).</source>
        <translation>Fuoco: fai clic sull&apos;esagono bersaglio (Esc annulla).</translation>
    </message>
    <message>
        <source>Select the firing pieces first.</source>
        <translation>Seleziona prima i pezzi che sparano.</translation>
    </message>
    <message>
        <source>Left out of the fire group: {pieces}.</source>
        <translation>Esclusi dal gruppo di fuoco: {pieces}.</translation>
    </message>
    <message>
        <source>{piece} (range {range}, the target is {distance} hexes away)</source>
        <translation>{piece} (gittata {range}, il bersaglio è a {distance} esagoni)</translation>
    </message>
    <message>
        <source>{piece} (minimum range {range}, the target is {distance} hexes away)</source>
        <translation>{piece} (gittata minima {range}, il bersaglio è a {distance} esagoni)</translation>
    </message>
    <message>
        <source>{piece} (no LOS to {hex}{why})</source>
        <translation>{piece} (nessuna linea di vista verso {hex}{why})</translation>
    </message>
    <message>
        <source>{piece} (no FP to fire with)</source>
        <translation>{piece} (nessuna PF con cui sparare)</translation>
    </message>
    <message>
        <source>Nothing to undo.</source>
        <translation>Niente da annullare.</translation>
    </message>
    <message>
        <source>Undone: {what}</source>
        <translation>Annullato: {what}</translation>
    </message>
    <message>
        <source>Nothing to redo.</source>
        <translation>Niente da ripetere.</translation>
    </message>
    <message>
        <source>Redone: {what}</source>
        <translation>Ripetuto: {what}</translation>
    </message>
    <message>
        <source>Could not save {path}: {error}</source>
        <translation>Impossibile salvare {path}: {error}</translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>Save playtest</source>
        <translation>Salva la partita di prova</translation>
    </message>
    <message>
        <source>Cannot resume: {error}</source>
        <translation>Impossibile riprendere: {error}</translation>
    </message>
    <message>
        <source>Resumed {path}</source>
        <translation>Ripreso {path}</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>Line for the action log:</source>
        <translation>Riga per il registro delle azioni:</translation>
    </message>
    <message>
        <source>Adjust VP</source>
        <translation>Correggi PV</translation>
    </message>
    <message>
        <source>Side gaining (negative: paying) VP:</source>
        <translation>Parte che guadagna PV (negativo: paga):</translation>
    </message>
    <message>
        <source>VP:</source>
        <translation>PV:</translation>
    </message>
    <message>
        <source>Why:</source>
        <translation>Motivo:</translation>
    </message>
    <message>
        <source>Remove from play</source>
        <translation>Togli dal gioco</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>Put on a Time space...</source>
        <translation>Metti su una casella del Tempo...</translation>
    </message>
    <message>
        <source>Fire with this piece...</source>
        <translation>Fuoco con questo pezzo...</translation>
    </message>
    <message>
        <source>Fire with the selection...</source>
        <translation>Fuoco con la selezione...</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Metti in rotta</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Riorganizza</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Ripara</translation>
    </message>
    <message>
        <source>Remove suppressed marker</source>
        <translation>Togli il segnalino Soppressa</translation>
    </message>
    <message>
        <source>Suppress</source>
        <translation>Sopprimi</translation>
    </message>
    <message>
        <source>Remove veteran marker</source>
        <translation>Togli il segnalino Veterano</translation>
    </message>
    <message>
        <source>Make veteran</source>
        <translation>Rendi Veterano</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Hand the {weapon} to</source>
        <translation>Passa {weapon} a</translation>
    </message>
    <message>
        <source>Aircraft</source>
        <translation>Aereo</translation>
    </message>
    <message>
        <source>{side}: {aircraft}</source>
        <translation>{side}: {aircraft}</translation>
    </message>
    <message>
        <source>Place it here</source>
        <translation>Mettilo qui</translation>
    </message>
    <message>
        <source>Move it here</source>
        <translation>Spostalo qui</translation>
    </message>
    <message>
        <source>Turn it to its dive bomber side</source>
        <translation>Giralo sul lato bombardiere in picchiata</translation>
    </message>
    <message>
        <source>Turn it to its fighter side</source>
        <translation>Giralo sul lato caccia</translation>
    </message>
    <message>
        <source>Back to the countermix</source>
        <translation>Torna tra le pedine disponibili</translation>
    </message>
    <message>
        <source>Time space for {unit}:</source>
        <translation>Casella del Tempo per {unit}:</translation>
    </message>
    <message>
        <source>Hex {hex}: {terrain}, level {level}, cover {cover}</source>
        <translation>Esagono {hex}: {terrain}, livello {level}, copertura {cover}</translation>
    </message>
    <message>
        <source>LOS / range from here</source>
        <translation>LdV / gittata da qui</translation>
    </message>
    <message>
        <source>Fire at this hex with the selection...</source>
        <translation>Fuoco su questo esagono con la selezione...</translation>
    </message>
    <message>
        <source>Resolve melee</source>
        <translation>Risolvi la mischia</translation>
    </message>
    <message>
        <source>Advance the selection here</source>
        <translation>Avanza la selezione qui</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Fumo</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Incendio</translation>
    </message>
    <message>
        <source>Starshell</source>
        <translation>Proiettile illuminante</translation>
    </message>
    <message>
        <source>Remove {kind}</source>
        <translation>Rimuovi {kind}</translation>
    </message>
    <message>
        <source>Remove {fort}</source>
        <translation>Rimuovi {fort}</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortificazione</translation>
    </message>
    <message>
        <source>LOS / range from {hex}: drag from it to a target hex.</source>
        <translation>LdV / gittata da {hex}: trascina da lì a un esagono bersaglio.</translation>
    </message>
    <message>
        <source>Time Track</source>
        <translation>Tabella del Tempo</translation>
    </message>
    <message>
        <source>&amp;Board Only</source>
        <translation>Solo &amp;plancia</translation>
    </message>
    <message>
        <source>Only the board fills the window while playing (F11 or Esc returns)</source>
        <translation>Solo la plancia occupa la finestra durante il gioco (F11 o Esc per tornare)</translation>
    </message>
    <message>
        <source>Board Only needs a board or card game tab.</source>
        <translation>Solo plancia richiede una scheda di plancia o di partita a carte.</translation>
    </message>
    <message>
        <source>Board Only: F11 or Esc shows the window again.</source>
        <translation>Solo plancia: F11 o Esc mostrano di nuovo la finestra.</translation>
    </message>
    <message>
        <source>{radio} ({fp} FP, broken)</source>
        <translation>{radio} (PF {fp}, rotta)</translation>
    </message>
    <message>
        <source>{radio} ({fp} FP)</source>
        <translation>{radio} (PF {fp})</translation>
    </message>
    <message>
        <source>artillery denied</source>
        <translation>artiglieria negata</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>FP {fp}  range {range}</source>
        <translation>PF {fp}  gittata {range}</translation>
    </message>
    <message>
        <source>  move {n}</source>
        <translation>  movimento {n}</translation>
    </message>
    <message>
        <source>FP {fp}  range {range}  move {move}  morale {morale}</source>
        <translation>PF {fp}  gittata {range}  movimento {move}  morale {morale}</translation>
    </message>
    <message>
        <source>  command {n}</source>
        <translation>  comando {n}</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rotta</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>soppressa</translation>
    </message>
    <message>
        <source>veteran</source>
        <translation>veterana</translation>
    </message>
    <message>
        <source>carries {weapon}</source>
        <translation>porta {weapon}</translation>
    </message>
    <message>
        <source>DENIED</source>
        <translation>NEGATA</translation>
    </message>
    <message>
        <source>Artillery Box ({side}): {what}</source>
        <translation>Casella dell&apos;artiglieria ({side}): {what}</translation>
    </message>
    <message>
        <source>DB</source>
        <translation>BP</translation>
    </message>
    <message>
        <source>FTR</source>
        <translation>CAC</translation>
    </message>
    <message>
        <source>Aircraft ({side}) in {hex}: {name}</source>
        <translation>Aereo ({side}) in {hex}: {name}</translation>
    </message>
    <message>
        <source>Setup from the board</source>
        <translation>Schieramento dal tabellone</translation>
    </message>
    <message>
        <source>, {n} on the Time Track</source>
        <translation>, {n} sulla Tabella del Tempo</translation>
    </message>
    <message>
        <source>Setup written with problems</source>
        <translation>Schieramento scritto con problemi</translation>
    </message>
    <message>
        <source>Setup written into {scenario}: {units}, {forts}</source>
        <translation>Schieramento scritto in {scenario}: {units}, {forts}</translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) on the map</source>
        <translation>
            <numerusform>%n unità sulla mappa</numerusform>
            <numerusform>%n unità sulla mappa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fortification(s)</source>
        <translation>
            <numerusform>%n fortificazione</numerusform>
            <numerusform>%n fortificazioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n Sighting marker(s)</source>
        <translation>
            <numerusform>, %n segnalino di avvistamento</numerusform>
            <numerusform>, %n segnalini di avvistamento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n unit(s) still to set up</source>
        <translation>
            <numerusform>; %n unità ancora da schierare</numerusform>
            <numerusform>; %n unità ancora da schierare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario checks find %n problem(s) in the setup of {scenario}:</source>
        <translation>
            <numerusform>I controlli dello scenario trovano %n problema nello schieramento di {scenario}:</numerusform>
            <numerusform>I controlli dello scenario trovano %n problemi nello schieramento di {scenario}:</numerusform>
        </translation>
    </message>
    <message>
        <source>{scenario} is not a scenario of the game box: save the playtest instead</source>
        <translation>{scenario} non è uno scenario della scatola di gioco: salva invece la partita di prova</translation>
    </message>
    <message>
        <source>Setup not written: {why}</source>
        <translation>Schieramento non scritto: {why}</translation>
    </message>
</context>
<context>
    <name>BoxImport</name>
    <message>
        <source>Import from another box</source>
        <translation>Importa da un&apos;altra scatola</translation>
    </message>
    <message>
        <source>Imported into {box}: {names}</source>
        <translation>Importati in {box}: {names}</translation>
    </message>
    <message>
        <source>import documents into it</source>
        <translation>importarvi documenti</translation>
    </message>
    <message>
        <source>{nation}: {name}</source>
        <translation>{nation}: {name}</translation>
    </message>
    <message>
        <source>Import from another game box</source>
        <translation>Importa da un&apos;altra scatola di gioco</translation>
    </message>
    <message>
        <source>Tick what to copy into your box. The copies keep their origin (demo data stays marked as demo data); a scenario brings its map and forces when your box lacks them.</source>
        <translation>Spunta cosa copiare nella tua scatola. Le copie conservano la loro origine (i dati demo restano segnati come dati demo); uno scenario porta con sé la sua mappa e le sue forze se la tua scatola non le ha.</translation>
    </message>
    <message>
        <source>Copy from:</source>
        <translation>Copia da:</translation>
    </message>
    <message>
        <source>The demo game box</source>
        <translation>La scatola di gioco demo</translation>
    </message>
    <message>
        <source>Other box...</source>
        <translation>Altra scatola...</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>In your box</source>
        <translation>Nella tua scatola</translation>
    </message>
    <message>
        <source>Copy under a new id</source>
        <translation>Copia con un nuovo id</translation>
    </message>
    <message>
        <source>Leave it out</source>
        <translation>Lascialo fuori</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <source>The game box to copy from</source>
        <translation>La scatola di gioco da cui copiare</translation>
    </message>
    <message>
        <source>{file} is not a game box</source>
        <translation>{file} non è una scatola di gioco</translation>
    </message>
    <message>
        <source>already in this box</source>
        <translation>già in questa scatola</translation>
    </message>
    <message>
        <source>Nothing chosen yet.</source>
        <translation>Ancora nulla di scelto.</translation>
    </message>
    <message>
        <source>Your box already uses the id of: {names}.</source>
        <translation>La tua scatola usa già l&apos;id di: {names}.</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) will be copied into your box.</source>
        <translation>
            <numerusform>%n documento sarà copiato nella tua scatola.</numerusform>
            <numerusform>%n documenti saranno copiati nella tua scatola.</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: copied under the new id {new}</source>
        <translation>{name}: copiato con il nuovo id {new}</translation>
    </message>
    <message>
        <source>{name}: also copied, {why}</source>
        <translation>{name}: copiato anche, {why}</translation>
    </message>
    <message>
        <source>{name}: left out, {why}</source>
        <translation>{name}: lasciato fuori, {why}</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Forze</translation>
    </message>
    <message>
        <source>Fate decks</source>
        <translation>Mazzi del Fato</translation>
    </message>
    <message>
        <source>Objective chits</source>
        <translation>Segnalini obiettivo</translation>
    </message>
    <message>
        <source>Fortification OB</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>Maps</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scenari</translation>
    </message>
    <message>
        <source>the box already has this very document</source>
        <translation>la scatola ha già proprio questo documento</translation>
    </message>
    <message>
        <source>the box already has {what} for {nation} ({name}); a box holds one per nation</source>
        <translation>la scatola ha già {what} per {nation} ({name}); una scatola ne contiene uno per nazione</translation>
    </message>
    <message>
        <source>the box already has its own {what} ({name})</source>
        <translation>la scatola ha già i propri {what} ({name})</translation>
    </message>
    <message>
        <source>the id {ident} is already used in the box by {name}</source>
        <translation>l&apos;id {ident} è già usato nella scatola da {name}</translation>
    </message>
    <message>
        <source>the id {ident} is already used in the box: copied as {new}</source>
        <translation>l&apos;id {ident} è già usato nella scatola: copiato come {new}</translation>
    </message>
    <message>
        <source>counter ids {ids} are already used by other forces of the box</source>
        <translation>gli id di pedina {ids} sono già usati da altre forze della scatola</translation>
    </message>
    <message>
        <source>the box already uses its own rule set file</source>
        <translation>la scatola usa già un proprio file di regolamento</translation>
    </message>
    <message>
        <source>both boxes use the rule set that comes with the app</source>
        <translation>entrambe le scatole usano il regolamento fornito con l&apos;app</translation>
    </message>
    <message>
        <source>needed by {name}</source>
        <translation>richiesto da {name}</translation>
    </message>
    <message>
        <source>{file} already exists in the box (a file the box does not list)</source>
        <translation>{file} esiste già nella scatola (un file che la scatola non elenca)</translation>
    </message>
    <message>
        <source>the source and the target are the same game box</source>
        <translation>origine e destinazione sono la stessa scatola di gioco</translation>
    </message>
    <message>
        <source>{file} is the demo game box that comes with the app, which is read-only: import into your own box</source>
        <translation>{file} è la scatola di gioco demo fornita con l&apos;app, in sola lettura: importa nella tua scatola</translation>
    </message>
    <message>
        <source>unknown kind {kind} (choose from: {kinds})</source>
        <translation>tipo sconosciuto {kind} (scegli tra: {kinds})</translation>
    </message>
    <message>
        <source>the source box has no {what} {key}</source>
        <translation>la scatola d&apos;origine non ha {what} {key}</translation>
    </message>
    <message>
        <source>this box has no forces for {nation}</source>
        <translation>questa scatola non ha forze per {nation}</translation>
    </message>
    <message>
        <source>this box has no Fate deck for {nation} (the card game needs one per nation)</source>
        <translation>questa scatola non ha un mazzo del Fato per {nation} (il gioco di carte ne richiede uno per nazione)</translation>
    </message>
    <message>
        <source>this box has no objective chits</source>
        <translation>questa scatola non ha segnalini obiettivo</translation>
    </message>
    <message>
        <source>this box has no fortification OB</source>
        <translation>questa scatola non ha un OB delle fortificazioni</translation>
    </message>
    <message>
        <source>this box has no maps</source>
        <translation>questa scatola non ha mappe</translation>
    </message>
    <message>
        <source>this box has no ready map (only drafts)</source>
        <translation>questa scatola non ha mappe pronte (solo bozze)</translation>
    </message>
</context>
<context>
    <name>BoxMessages</name>
    <message>
        <source>unknown built-in rule set {path} (this app has: {names})</source>
        <translation>regolamento integrato sconosciuto {path} (questa app ha: {names})</translation>
    </message>
    <message>
        <source>{path}: a {what} of the game box must be a path relative to the box, not an absolute path</source>
        <translation>{path}: {what} della scatola di gioco deve essere un percorso relativo alla scatola, non assoluto</translation>
    </message>
    <message>
        <source>{path}: this path leaves the game box (&apos;..&apos;); name a {what} inside it</source>
        <translation>{path}: questo percorso esce dalla scatola di gioco (&apos;..&apos;); indica {what} al suo interno</translation>
    </message>
    <message>
        <source>{path}: no such file in the game box</source>
        <translation>{path}: file inesistente nella scatola di gioco</translation>
    </message>
    <message>
        <source>{path}: no such folder in the game box</source>
        <translation>{path}: cartella inesistente nella scatola di gioco</translation>
    </message>
    <message>
        <source>{path}: expected a folder</source>
        <translation>{path}: attesa una cartella</translation>
    </message>
    <message>
        <source>{path}: cannot read it: it is {kind}</source>
        <translation>{path}: impossibile leggerlo: è {kind}</translation>
    </message>
    <message>
        <source>{path}: this folder is a link to {target}, outside the game box</source>
        <translation>{path}: questa cartella è un collegamento a {target}, fuori dalla scatola di gioco</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, outside the game box</source>
        <translation>{path} è un collegamento a {target}, fuori dalla scatola di gioco</translation>
    </message>
    <message>
        <source>{path}: cannot read it (a broken link?)</source>
        <translation>{path}: impossibile leggerlo (un collegamento interrotto?)</translation>
    </message>
    <message>
        <source>more than {size} documents in this folder; the rest are not read</source>
        <translation>più di {size} documenti in questa cartella; gli altri non vengono letti</translation>
    </message>
    <message>
        <source>expected a {expected} document here, got {kind}</source>
        <translation>qui era atteso un documento {expected}, trovato {kind}</translation>
    </message>
    <message>
        <source>random battles need {what}: the box has none yet</source>
        <translation>le battaglie casuali richiedono {what}: la scatola non ne ha ancora</translation>
    </message>
    <message>
        <source>calibration: {problem}</source>
        <translation>calibrazione: {problem}</translation>
    </message>
    <message>
        <source>calibration: a hex would be {size} pixels across; check the control points</source>
        <translation>calibrazione: un esagono sarebbe largo {size} pixel; controlla i punti di controllo</translation>
    </message>
    <message>
        <source>calibration: {hex} is {size} px from where the other points put it; is it on the right hex?</source>
        <translation>calibrazione: {hex} dista {size} px da dove lo mettono gli altri punti; è sull&apos;esagono giusto?</translation>
    </message>
    <message>
        <source>{path}: the scan must be named relative to the map file, not by an absolute path</source>
        <translation>{path}: la scansione va indicata relativa al file della mappa, non con un percorso assoluto</translation>
    </message>
    <message>
        <source>{path}: this path leaves the game box (&apos;..&apos;)</source>
        <translation>{path}: questo percorso esce dalla scatola di gioco (&apos;..&apos;)</translation>
    </message>
    <message>
        <source>{path}: scan image not found</source>
        <translation>{path}: immagine della scansione non trovata</translation>
    </message>
    <message>
        <source>{path}: scans must be PNG, JPEG or TIFF</source>
        <translation>{path}: le scansioni devono essere PNG, JPEG o TIFF</translation>
    </message>
    <message>
        <source>{path}: {problem}; it is shown downsampled</source>
        <translation>{path}: {problem}; viene mostrata ridotta</translation>
    </message>
    <message>
        <source>{path}: {problem}; save it as JPEG or smaller</source>
        <translation>{path}: {problem}; salvala come JPEG o più piccola</translation>
    </message>
    <message>
        <source>the game box&apos;s files add up to more than {limit} bytes ({used} read, this one {size}): not read</source>
        <translation>i file della scatola di gioco superano in tutto {limit} byte ({used} letti, questo {size}): non letto</translation>
    </message>
    <message>
        <source>the game box&apos;s files hold more than {limit} values: not read</source>
        <translation>i file della scatola di gioco contengono più di {limit} valori: non letto</translation>
    </message>
    <message>
        <source>{path} is listed {n} times: list each file once (it was read once)</source>
        <translation>{path} è elencato {n} volte: elenca ogni file una volta sola (è stato letto una volta)</translation>
    </message>
    <message>
        <source>{path} is the same file as {first}: it was read once</source>
        <translation>{path} è lo stesso file di {first}: è stato letto una volta sola</translation>
    </message>
    <message>
        <source>{n} more files of the game box were not read (over its budget)</source>
        <translation>altri {n} file della scatola di gioco non sono stati letti (oltre il suo limite)</translation>
    </message>
    <message>
        <source>the manifest {manifest} is {kind}, not a regular file</source>
        <translation>il manifesto {manifest} è {kind}, non un file normale</translation>
    </message>
    <message>
        <source>the map says the scan is {width} x {height} pixels but {file} is {real_width} x {real_height}</source>
        <translation>la mappa dice che la scansione è {width} x {height} pixel ma {file} è {real_width} x {real_height}</translation>
    </message>
    <message>
        <source>hex {hex}: {what} (derive the hexes again: map derive --write)</source>
        <translation>esagono {hex}: {what} (ricava di nuovo gli esagoni: map derive --write)</translation>
    </message>
    <message>
        <source>{n} more hexes disagree with the traced shapes</source>
        <translation>altri {n} esagoni non concordano con le forme tracciate</translation>
    </message>
    <message>
        <source>{path}: {problem}</source>
        <translation>{path}: {problem}</translation>
    </message>
    <message>
        <source>duplicate {kind} id {path}: {file} and {others} both use it (ids must be unique in a game box; one would hide the other)</source>
        <translation>id {path} di {kind} ripetuto: lo usano sia {file} sia {others} (gli id devono essere unici in una scatola di gioco; uno nasconderebbe l&apos;altro)</translation>
    </message>
    <message>
        <source>duplicate {kind} nation {path}: {file} and {others} both use it (nations must be unique in a game box; one would hide the other)</source>
        <translation>nazione {path} di {kind} ripetuta: la usano sia {file} sia {others} (le nazioni devono essere uniche in una scatola di gioco; una nasconderebbe l&apos;altra)</translation>
    </message>
    <message>
        <source>the id {path} is already used by {file} (ids must be unique in a game box)</source>
        <translation>l&apos;id {path} è già usato da {file} (gli id devono essere unici in una scatola di gioco)</translation>
    </message>
    <message>
        <source>the nation {path} is already used by {file} (nations must be unique in a game box)</source>
        <translation>la nazione {path} è già usata da {file} (le nazioni devono essere uniche in una scatola di gioco)</translation>
    </message>
    <message>
        <source>no such folder: {file}</source>
        <translation>cartella inesistente: {file}</translation>
    </message>
    <message>
        <source>{file} is not a game box (no {manifest}); make one with: ccp-editor new dataset DIR</source>
        <translation>{file} non è una scatola di gioco (manca {manifest}); creane una con: ccp-editor new dataset DIR</translation>
    </message>
    <message>
        <source>the id is empty</source>
        <translation>l&apos;id è vuoto</translation>
    </message>
    <message>
        <source>{path} is not a valid id: use letters, digits, &apos;-&apos; and &apos;_&apos;, starting with a letter or digit</source>
        <translation>{path} non è un id valido: usa lettere, cifre, &apos;-&apos; e &apos;_&apos;, iniziando con una lettera o una cifra</translation>
    </message>
    <message>
        <source>{path} is not a valid id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;, starting with a letter or digit</source>
        <translation>{path} non è un id valido: usa lettere minuscole, cifre, &apos;-&apos; e &apos;_&apos;, iniziando con una lettera o una cifra</translation>
    </message>
    <message>
        <source>the id {path} is already used by another {kind} of this game box</source>
        <translation>l&apos;id {path} è già usato da un altro {kind} di questa scatola di gioco</translation>
    </message>
    <message>
        <source>cannot read the game box manifest: {problem}</source>
        <translation>impossibile leggere il manifesto della scatola di gioco: {problem}</translation>
    </message>
    <message>
        <source>{file} is on another drive than the game box {root}</source>
        <translation>{file} è su un&apos;altra unità rispetto alla scatola di gioco {root}</translation>
    </message>
    <message>
        <source>{file} is outside the game box {root}: save it inside the box so the box can use it</source>
        <translation>{file} è fuori dalla scatola di gioco {root}: salvalo dentro la scatola perché la scatola possa usarlo</translation>
    </message>
    <message>
        <source>{file} is not in the box&apos;s {folder}/ folder, where {kind}s are read from</source>
        <translation>{file} non è nella cartella {folder}/ della scatola, da cui si leggono i documenti di tipo {kind}</translation>
    </message>
    <message>
        <source>{file} already exists: choose another id or file name</source>
        <translation>{file} esiste già: scegli un altro id o nome di file</translation>
    </message>
    <message>
        <source>{file} already exists: choose another id</source>
        <translation>{file} esiste già: scegli un altro id</translation>
    </message>
    <message>
        <source>{file} is a link to {target}: a new document is never written through a link; remove it or choose another id</source>
        <translation>{file} è un collegamento a {target}: un nuovo documento non viene mai scritto attraverso un collegamento; rimuovilo o scegli un altro id</translation>
    </message>
    <message>
        <source>{file} already exists and is not empty: choose a new folder</source>
        <translation>{file} esiste già e non è vuota: scegli una nuova cartella</translation>
    </message>
    <message>
        <source>the game box needs a name</source>
        <translation>la scatola di gioco richiede un nome</translation>
    </message>
    <message>
        <source>{path} is not a valid game box id: use lower-case letters, digits, &apos;-&apos; and &apos;_&apos;</source>
        <translation>{path} non è un id valido per una scatola di gioco: usa lettere minuscole, cifre, &apos;-&apos; e &apos;_&apos;</translation>
    </message>
    <message>
        <source>the demo game box is not installed with this copy of the app</source>
        <translation>la scatola di gioco dimostrativa non è installata con questa copia dell&apos;app</translation>
    </message>
    <message>
        <source>a map has 1 to 40 columns and 1 to 40 rows</source>
        <translation>una mappa ha da 1 a 40 colonne e da 1 a 40 righe</translation>
    </message>
    <message>
        <source>orientation is flat or pointy; parity is odd or even</source>
        <translation>l&apos;orientamento è piatto o a punta; la parità è dispari o pari</translation>
    </message>
    <message>
        <source>no such scan image: {file}</source>
        <translation>immagine della scansione inesistente: {file}</translation>
    </message>
    <message>
        <source>{file}: {width} x {height} pixels is over the {budget} megapixel budget for scans; save it as JPEG or smaller</source>
        <translation>{file}: {width} x {height} pixel superano il limite di {budget} megapixel per le scansioni; salvala come JPEG o più piccola</translation>
    </message>
    <message>
        <source>forces document</source>
        <translation>documento forze</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>mazzo del Fato</translation>
    </message>
    <message>
        <source>objective chits document</source>
        <translation>documento segnalini obiettivo</translation>
    </message>
    <message>
        <source>fortification OB</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>game box</source>
        <translation>scatola di gioco</translation>
    </message>
    <message>
        <source>a PNG without its IHDR header</source>
        <translation>un PNG senza la sua intestazione IHDR</translation>
    </message>
    <message>
        <source>a damaged JPEG (no image size found)</source>
        <translation>un JPEG danneggiato (dimensioni dell&apos;immagine non trovate)</translation>
    </message>
    <message>
        <source>cannot read the image: {problem}</source>
        <translation>impossibile leggere l&apos;immagine: {problem}</translation>
    </message>
    <message>
        <source>a TIFF that gives its width twice ({first} and {second}): save it again from an image editor</source>
        <translation>un TIFF che indica la larghezza due volte ({first} e {second}): salvalo di nuovo da un programma di grafica</translation>
    </message>
    <message>
        <source>a TIFF that gives its height twice ({first} and {second}): save it again from an image editor</source>
        <translation>un TIFF che indica l&apos;altezza due volte ({first} e {second}): salvalo di nuovo da un programma di grafica</translation>
    </message>
    <message>
        <source>a TIFF without its width and height</source>
        <translation>un TIFF senza larghezza e altezza</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>not a PNG, JPEG or TIFF image</source>
        <translation>non è un&apos;immagine PNG, JPEG o TIFF</translation>
    </message>
    <message>
        <source>a {format} of {width} x {height} pixels</source>
        <translation>un {format} di {width} x {height} pixel</translation>
    </message>
    <message>
        <source>{width} x {height} pixels ({megapixels} megapixels) is over the {budget}-megapixel budget for scans</source>
        <translation>{width} x {height} pixel ({megapixels} megapixel) superano il limite di {budget} megapixel per le scansioni</translation>
    </message>
    <message>
        <source>a rule set</source>
        <translation>un regolamento</translation>
    </message>
    <message>
        <source>Japanese forces</source>
        <translation>forze giapponesi</translation>
    </message>
    <message>
        <source>Allied forces</source>
        <translation>forze alleate</translation>
    </message>
    <message>
        <source>objective chits</source>
        <translation>segnalini obiettivo</translation>
    </message>
    <message>
        <source>maps</source>
        <translation>mappe</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>forces</source>
        <translation>forze</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mappa</translation>
    </message>
    <message>
        <source>fate deck</source>
        <translation>mazzo del Fato</translation>
    </message>
    <message>
        <source>fortification ob</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>ruleset</source>
        <translation>regolamento</translation>
    </message>
    <message>
        <source>not a regular file (a pipe or a device)</source>
        <translation>non un file normale (una pipe o un dispositivo)</translation>
    </message>
</context>
<context>
    <name>CalibrationGuide</name>
    <message>
        <source>the top-left corner</source>
        <translation>l&apos;angolo in alto a sinistra</translation>
    </message>
    <message>
        <source>the top-right corner</source>
        <translation>l&apos;angolo in alto a destra</translation>
    </message>
    <message>
        <source>the bottom-left corner</source>
        <translation>l&apos;angolo in basso a sinistra</translation>
    </message>
    <message>
        <source>Add more points</source>
        <translation>Aggiungi altri punti</translation>
    </message>
    <message>
        <source>Close guide</source>
        <translation>Chiudi la guida</translation>
    </message>
    <message>
        <source>Step {n} of 3: click the centre dot of hex &lt;b&gt;{hex}&lt;/b&gt; ({where}) on the scan.</source>
        <translation>Passo {n} di 3: fai clic sul punto centrale dell&apos;esagono &lt;b&gt;{hex}&lt;/b&gt; ({where}) sulla scansione.</translation>
    </message>
    <message>
        <source>The three points do not fit a grid: {why}</source>
        <translation>I tre punti non formano una griglia: {why}</translation>
    </message>
    <message>
        <source>Grid fitted: RMS {rms:.2f} px, largest {worst:.2f} px. The &lt;b&gt;Terrain&lt;/b&gt; tool is active: click the corners of an area on the scan and press Enter (or double-click) to close it.</source>
        <translation>Griglia adattata: RMS {rms:.2f} px, massimo {worst:.2f} px. Lo strumento &lt;b&gt;Terreno&lt;/b&gt; è attivo: fai clic sugli angoli di un&apos;area sulla scansione e premi Invio (o doppio clic) per chiuderla.</translation>
    </message>
    <message>
        <source>Type the id of another hex in &lt;b&gt;Hex to click next&lt;/b&gt; (Calibration tab), then click its centre dot. Points far apart (e.g. the fourth corner) help most.</source>
        <translation>Scrivi l&apos;id di un altro esagono in &lt;b&gt;Prossimo esagono da cliccare&lt;/b&gt; (scheda Calibrazione), poi fai clic sul suo punto centrale. I punti lontani tra loro (p.es. il quarto angolo) aiutano di più.</translation>
    </message>
</context>
<context>
    <name>CardGameBoard</name>
    <message>
        <source>the Japanese player</source>
        <translation>il giocatore giapponese</translation>
    </message>
    <message>
        <source>the Allied player</source>
        <translation>il giocatore alleato</translation>
    </message>
    <message>
        <source>this Fire order offers no attack on it</source>
        <translation>questo ordine di Fuoco non offre alcun attacco contro di esso</translation>
    </message>
    <message>
        <source>{hexes} cannot fire at {hex}: {why}.</source>
        <translation>{hexes} non può sparare a {hex}: {why}.</translation>
    </message>
    <message>
        <source>Firing from {hexes}: click one of the {n} red target hexes (click another amber hex to add it to the group).</source>
        <translation>Fuoco da {hexes}: fai clic su uno dei {n} esagoni bersaglio rossi (fai clic su un altro esagono ambra per aggiungerlo al gruppo).</translation>
    </message>
    <message>
        <source>Firing from {hexes}: add an adjacent amber hex to make a fire group.</source>
        <translation>Fuoco da {hexes}: aggiungi un esagono ambra adiacente per formare un gruppo di fuoco.</translation>
    </message>
    <message>
        <source>Click the hex that fires (amber).</source>
        <translation>Fai clic sull&apos;esagono che spara (ambra).</translation>
    </message>
    <message>
        <source>{n} ways to fire at {hex}: pick one beside the question.</source>
        <translation>{n} modi di sparare a {hex}: scegline uno accanto alla domanda.</translation>
    </message>
    <message>
        <source>{n} answers name a unit in {hex}: pick one beside the question.</source>
        <translation>{n} risposte nominano un&apos;unità in {hex}: scegline una accanto alla domanda.</translation>
    </message>
    <message>
        <source>These pieces</source>
        <translation>Questi pezzi</translation>
    </message>
    <message>
        <source>The automatic side is answering: the pieces move when it has.</source>
        <translation>Il lato automatico sta rispondendo: i pezzi si muovono quando ha risposto.</translation>
    </message>
    <message>
        <source>The game is over: the pieces stay where the cards left them.</source>
        <translation>La partita è finita: i pezzi restano dove le carte li hanno lasciati.</translation>
    </message>
    <message>
        <source>It is {player}&apos;s turn: play an order first (a Move or Advance card lets you drag the units it activates).</source>
        <translation>È il turno di {player}: prima gioca un ordine (una carta Movimento o Avanzata ti permette di trascinare le unità che attiva).</translation>
    </message>
    <message>
        <source>Only the units activated for this {order} move now: {pieces}.</source>
        <translation>Ora si muovono solo le unità attivate per questo ordine {order}: {pieces}.</translation>
    </message>
    <message>
        <source>{pieces} cannot be activated together for this {order}: drag a stack the list offers (Shift+drag: one unit).</source>
        <translation>{pieces} non possono essere attivati insieme per questo ordine {order}: trascina una pila offerta dall&apos;elenco (Maiusc+trascina: una sola unità).</translation>
    </message>
    <message>
        <source>Off the map</source>
        <translation>Fuori dalla mappa</translation>
    </message>
    <message>
        <source>{hex} is not a destination of this {order}: drop the units on a hex the list offers.</source>
        <translation>{hex} non è una destinazione di questo ordine {order}: rilascia le unità su un esagono offerto dall&apos;elenco.</translation>
    </message>
    <message>
        <source>Answer the question on the right first: {prompt}</source>
        <translation>Prima rispondi alla domanda a destra: {prompt}</translation>
    </message>
    <message>
        <source>Pass the screen first: the board waits for {player}.</source>
        <translation>Prima passa lo schermo: la mappa aspetta {player}.</translation>
    </message>
    <message>
        <source>{order}: click a highlighted hex or drag {pieces} there (or pick the hex in the list).</source>
        <translation>{order}: fai clic su un esagono evidenziato o trascinaci {pieces} (oppure scegli l&apos;esagono nell&apos;elenco).</translation>
    </message>
    <message>
        <source>Fire: click the hex that fires (amber; more adjacent hexes make a fire group), then one of its targets (red).</source>
        <translation>Fuoco: fai clic sull&apos;esagono che spara (ambra; più esagoni adiacenti formano un gruppo di fuoco), poi su uno dei suoi bersagli (rosso).</translation>
    </message>
    <message>
        <source>{order}: click the units&apos; hex (green) or drag them to where they go.</source>
        <translation>{order}: fai clic sull&apos;esagono delle unità (verde) o trascinale dove vanno.</translation>
    </message>
    <message>
        <source>Click one of the highlighted hexes (or pick it in the list).</source>
        <translation>Fai clic su uno degli esagoni evidenziati (oppure sceglilo nell&apos;elenco).</translation>
    </message>
    <message>
        <source>Answered: {option}</source>
        <translation>Risposta: {option}</translation>
    </message>
    <message>
        <source>Activated; this order had a single destination.</source>
        <translation>Attivate; questo ordine aveva una sola destinazione.</translation>
    </message>
    <message>
        <source>Click the hex of the unit you choose (highlighted), or pick it in the list.</source>
        <translation>Fai clic sull&apos;esagono dell&apos;unità che scegli (evidenziato), oppure sceglila nell&apos;elenco.</translation>
    </message>
    <message>
        <source>The cards decide: give orders and answer on the right; when a Move or Advance asks where to go, drag its units here. Right-click a hex for LOS.</source>
        <translation>Decidono le carte: dai gli ordini e rispondi a destra; quando un Movimento o un&apos;Avanzata chiede dove andare, trascina qui le sue unità. Clic destro su un esagono per la LOS.</translation>
    </message>
    <message>
        <source>The last answer is undone.</source>
        <translation>L&apos;ultima risposta è stata annullata.</translation>
    </message>
    <message>
        <source>Nothing to undo: no answer yet, or a card has been revealed since (this game counts).</source>
        <translation>Niente da annullare: ancora nessuna risposta, oppure da allora è stata rivelata una carta (questa partita conta).</translation>
    </message>
</context>
<context>
    <name>Checks</name>
    <message>
        <source>duplicate {what} {id}</source>
        <translation>{what} {id} ripetuto</translation>
    </message>
    <message>
        <source>unknown counter {id}</source>
        <translation>pedina sconosciuta {id}</translation>
    </message>
    <message>
        <source>unknown weapon {id}</source>
        <translation>arma sconosciuta {id}</translation>
    </message>
    <message>
        <source>unknown radio {id}</source>
        <translation>radio sconosciuta {id}</translation>
    </message>
    <message>
        <source>unknown nation {id}</source>
        <translation>nazione sconosciuta {id}</translation>
    </message>
    <message>
        <source>unknown terrain {id}</source>
        <translation>terreno sconosciuto {id}</translation>
    </message>
    <message>
        <source>unknown feature {id}</source>
        <translation>elemento sconosciuto {id}</translation>
    </message>
    <message>
        <source>unknown chit {id}</source>
        <translation>segnalino obiettivo sconosciuto {id}</translation>
    </message>
    <message>
        <source>unknown piece {id}</source>
        <translation>pezzo sconosciuto {id}</translation>
    </message>
    <message>
        <source>unknown weapon piece {id}</source>
        <translation>pezzo arma sconosciuto {id}</translation>
    </message>
    <message>
        <source>first year is after last year</source>
        <translation>il primo anno viene dopo l&apos;ultimo</translation>
    </message>
    <message>
        <source>year {year} is outside the rule set&apos;s years</source>
        <translation>l&apos;anno {year} è fuori dagli anni del regolamento</translation>
    </message>
    <message>
        <source>Sighting markers are Japanese only (9)</source>
        <translation>i segnalini di avvistamento sono solo giapponesi (9)</translation>
    </message>
    <message>
        <source>space {space} is past the end of the Time Track (space {last})</source>
        <translation>la casella {space} è oltre la fine della Tabella del Tempo (casella {last})</translation>
    </message>
    <message>
        <source>nation {id} is not in the rule set</source>
        <translation>la nazione {id} non è nel regolamento</translation>
    </message>
    <message>
        <source>counter id {id} is also used by {nation}</source>
        <translation>l&apos;id pedina {id} è usato anche da {nation}</translation>
    </message>
    <message>
        <source>incomplete counter: enter its name</source>
        <translation>pedina incompleta: inserisci il nome</translation>
    </message>
    <message>
        <source>incomplete counter: enter the {stats} of its front side (3.1)</source>
        <translation>pedina incompleta: inserisci {stats} del fronte (3.1)</translation>
    </message>
    <message>
        <source>{kind} needs a quality (elite, line or green)</source>
        <translation>{kind}: serve una qualità (elite, linea o reclute)</translation>
    </message>
    <message>
        <source>a leader needs a numeric command</source>
        <translation>un capo richiede un comando numerico</translation>
    </message>
    <message>
        <source>a Scout&apos;s command is &apos;M&apos; (3.3.3)</source>
        <translation>il comando di un Esploratore è &apos;M&apos; (3.3.3)</translation>
    </message>
    <message>
        <source>the Sogeki Hei is Japanese only (3.3.4)</source>
        <translation>il Sogeki Hei è solo giapponese (3.3.4)</translation>
    </message>
    <message>
        <source>the Sogeki Hei is treated as ordnance (3.3.4)</source>
        <translation>il Sogeki Hei conta come artiglieria (3.3.4)</translation>
    </message>
    <message>
        <source>{kind} needs its broken side</source>
        <translation>{kind}: serve il lato rotto</translation>
    </message>
    <message>
        <source>radio FP {fp} is outside 8-12 (6)</source>
        <translation>la PF della radio {fp} è fuori da 8-12 (6)</translation>
    </message>
    <message>
        <source>only weapons have a movement modifier or weapon type</source>
        <translation>solo le armi hanno un modificatore di movimento o un tipo d&apos;arma</translation>
    </message>
    <message>
        <source>incomplete OB card: enter its name</source>
        <translation>carta OB incompleta: inserisci il nome</translation>
    </message>
    <message>
        <source>incomplete OB card: enter its units</source>
        <translation>carta OB incompleta: inserisci le unità</translation>
    </message>
    <message>
        <source>only a Japanese OB can be a Banzai Force (17.2)</source>
        <translation>solo un OB giapponese può essere una Forza Banzai (17.2)</translation>
    </message>
    <message>
        <source>{nation} never surrenders (11.2)</source>
        <translation>{nation} non si arrende mai (11.2)</translation>
    </message>
    <message>
        <source>an Allied OB names its surrender space (11.2)</source>
        <translation>un OB alleato indica la sua casella di resa (11.2)</translation>
    </message>
    <message>
        <source>the rule set gives {nation} no factions, so {faction} cannot be one (11.3)</source>
        <translation>il regolamento non dà fazioni a {nation}, quindi {faction} non può esserlo (11.3)</translation>
    </message>
    <message>
        <source>{faction} is not a faction of {nation}: choose one of {names} (11.3)</source>
        <translation>{faction} non è una fazione di {nation}: scegline una tra {names} (11.3)</translation>
    </message>
    <message>
        <source>incomplete unit: choose its counter</source>
        <translation>unità incompleta: scegli la pedina</translation>
    </message>
    <message>
        <source>{counter} is {kind}, not a unit</source>
        <translation>{counter} è {kind}, non un&apos;unità</translation>
    </message>
    <message>
        <source>{counter} is {kind}, not a weapon</source>
        <translation>{counter} è {kind}, non un&apos;arma</translation>
    </message>
    <message>
        <source>{counter} is {kind}, not a radio</source>
        <translation>{counter} è {kind}, non una radio</translation>
    </message>
    <message>
        <source>a leader cannot carry a weapon with a negative movement modifier (3.3.5)</source>
        <translation>un capo non può portare un&apos;arma con modificatore di movimento negativo (3.3.5)</translation>
    </message>
    <message>
        <source>roll {roll} has two columns</source>
        <translation>il tiro {roll} ha due colonne</translation>
    </message>
    <message>
        <source>years {first}-{last} run backwards</source>
        <translation>gli anni {first}-{last} sono al contrario</translation>
    </message>
    <message>
        <source>the Leader Table lists leaders, not {kind}</source>
        <translation>la Tabella dei Capi elenca capi, non {kind}</translation>
    </message>
    <message>
        <source>a Support Table weapon goes with the unit listed with it (5.2)</source>
        <translation>un&apos;arma della Tabella di Supporto va con l&apos;unità elencata insieme (5.2)</translation>
    </message>
    <message>
        <source>incomplete entry: enter its {what}</source>
        <translation>voce incompleta: inserisci {what}</translation>
    </message>
    <message>
        <source>{n} columns need as many labels</source>
        <translation>{n} colonne richiedono altrettante etichette</translation>
    </message>
    <message>
        <source>{n} rows need as many labels</source>
        <translation>{n} righe richiedono altrettante etichette</translation>
    </message>
    <message>
        <source>{hex} is not a hex of this map</source>
        <translation>{hex} non è un esagono di questa mappa</translation>
    </message>
    <message>
        <source>two objectives share hex {hex}</source>
        <translation>due obiettivi condividono l&apos;esagono {hex}</translation>
    </message>
    <message>
        <source>{kind} has {expected} figures, not {figures} (3)</source>
        <translation>{kind}: {expected} figure, non {figures} (3)</translation>
    </message>
    <message>
        <source>{kind} has {expected} figure, not {figures} (3)</source>
        <translation>{kind}: {expected} figura, non {figures} (3)</translation>
    </message>
    <message>
        <source>objectives {objectives} not placed: a map has five (2.3)</source>
        <translation>obiettivi {objectives} non piazzati: una mappa ne ha cinque (2.3)</translation>
    </message>
    <message>
        <source>objective {objectives} not placed: a map has five (2.3)</source>
        <translation>obiettivo {objectives} non piazzato: una mappa ne ha cinque (2.3)</translation>
    </message>
    <message>
        <source>{hex} is not on the {edge} edge (2.4)</source>
        <translation>{hex} non è sul bordo {edge} (2.4)</translation>
    </message>
    <message>
        <source>the Artillery Boxes sit in opposite corners (2.2c)</source>
        <translation>i Riquadri d&apos;Artiglieria stanno in angoli opposti (2.2c)</translation>
    </message>
    <message>
        <source>unknown map {id} (the data set has: {maps})</source>
        <translation>mappa sconosciuta {id} (l&apos;insieme di dati ha: {maps})</translation>
    </message>
    <message>
        <source>mine strength {fp} is not one of {strengths}</source>
        <translation>la forza delle mine {fp} non è tra {strengths}</translation>
    </message>
    <message>
        <source>{hex} is not a hex of map {map}</source>
        <translation>{hex} non è un esagono della mappa {map}</translation>
    </message>
    <message>
        <source>{nation} does not fight on the {side} side</source>
        <translation>{nation} non combatte dalla parte {side}</translation>
    </message>
    <message>
        <source>Banzai is a Japanese posture only (17.2)</source>
        <translation>Banzai è una postura solo giapponese (17.2)</translation>
    </message>
    <message>
        <source>Japan never surrenders: no surrender space (11.2)</source>
        <translation>il Giappone non si arrende mai: nessuna casella di resa (11.2)</translation>
    </message>
    <message>
        <source>{posture} hand holds {n} cards, not {hand}</source>
        <translation>{posture}: la mano ha {n} carte, non {hand}</translation>
    </message>
    <message>
        <source>{nation}&apos;s discard limit is {n} here (12.3, 18)</source>
        <translation>il limite di scarto di {nation} qui è {n} (12.3, 18)</translation>
    </message>
    <message>
        <source>unknown OB card {id} for {nation}</source>
        <translation>carta OB sconosciuta {id} per {nation}</translation>
    </message>
    <message>
        <source>{hex} is outside the side&apos;s setup area</source>
        <translation>{hex} è fuori dall&apos;area di schieramento della parte</translation>
    </message>
    <message>
        <source>{hex} already has a fortification (F100.3: one per hex)</source>
        <translation>{hex} ha già una fortificazione (F100.3: una per esagono)</translation>
    </message>
    <message>
        <source>mixed mine strengths {strengths}: a scenario has one mine FP, {fp} (F104.2)</source>
        <translation>forze delle mine miste {strengths}: uno scenario ha una sola PF delle mine, {fp} (F104.2)</translation>
    </message>
    <message>
        <source>only mines have an FP</source>
        <translation>solo le mine hanno una PF</translation>
    </message>
    <message>
        <source>no {marker} in water terrain (F100.3)</source>
        <translation>niente {marker} in terreno d&apos;acqua (F100.3)</translation>
    </message>
    <message>
        <source>chit {chit} is drawn twice</source>
        <translation>il segnalino {chit} è pescato due volte</translation>
    </message>
    <message>
        <source>chit {chit} has no secret side: it must be played open (14.3.4)</source>
        <translation>il segnalino {chit} non ha lato segreto: va giocato scoperto (14.3.4)</translation>
    </message>
    <message>
        <source>map {map} has no objective {n}</source>
        <translation>la mappa {map} non ha l&apos;obiettivo {n}</translation>
    </message>
    <message>
        <source>OB card {card} gives an Order Limit of {n}, not {limit} (11.3, 12.1)</source>
        <translation>la carta OB {card} dà un Limite ordini di {n}, non {limit} (11.3, 12.1)</translation>
    </message>
    <message>
        <source>OB card {card} gives {quality} quality, not {side_quality} ({why})</source>
        <translation>la carta OB {card} dà qualità {quality}, non {side_quality} ({why})</translation>
    </message>
    <message>
        <source>OB card {card} is a Banzai Force: the posture is Banzai, not {posture} (17.2, RSG step 7)</source>
        <translation>la carta OB {card} è una Forza Banzai: la postura è Banzai, non {posture} (17.2, RSG passo 7)</translation>
    </message>
    <message>
        <source>OB card {card} is not a Banzai Force: only a Banzai Force takes the Banzai posture (17.2, RSG step 7)</source>
        <translation>la carta OB {card} non è una Forza Banzai: solo una Forza Banzai prende la postura Banzai (17.2, RSG passo 7)</translation>
    </message>
    <message>
        <source>terrain type {id} needs a hierarchy rank (T81.1)</source>
        <translation>il tipo di terreno {id} richiede un grado di gerarchia (T81.1)</translation>
    </message>
    <message>
        <source>rank {n} is shared: the hierarchy must be a strict order</source>
        <translation>il grado {n} è condiviso: la gerarchia deve essere un ordine stretto</translation>
    </message>
    <message>
        <source>{id} is paid by cost but has no move_cost</source>
        <translation>{id} si paga a costo ma non ha move_cost</translation>
    </message>
    <message>
        <source>{id} is a hindrance without a hindrance value</source>
        <translation>{id} è un ostacolo alla vista senza valore di ostacolo</translation>
    </message>
    <message>
        <source>the chart needs &apos;open_ground&apos;, the default type (T92)</source>
        <translation>la tabella richiede &apos;open_ground&apos;, il tipo predefinito (T92)</translation>
    </message>
    <message>
        <source>default {id} is not one of the choices</source>
        <translation>il predefinito {id} non è tra le scelte</translation>
    </message>
    <message>
        <source>a bool option needs true or false as default</source>
        <translation>un&apos;opzione sì/no richiede true o false come predefinito</translation>
    </message>
    <message>
        <source>an int option needs a whole number as default</source>
        <translation>un&apos;opzione intera richiede un numero intero come predefinito</translation>
    </message>
    <message>
        <source>mine strength {n} is not 6, 7 or 8 (F104.2)</source>
        <translation>la forza delle mine {n} non è 6, 7 o 8 (F104.2)</translation>
    </message>
    <message>
        <source>{table} table entry names exactly one of: {fields}</source>
        <translation>{table}: la voce della tabella indica esattamente uno tra: {fields}</translation>
    </message>
    <message>
        <source>a single-objective chit names its objective (1-5)</source>
        <translation>un segnalino a obiettivo singolo indica il suo obiettivo (1-5)</translation>
    </message>
    <message>
        <source>{kind} chit names no objective</source>
        <translation>{kind}: il segnalino non indica obiettivi</translation>
    </message>
    <message>
        <source>the exit and elimination bonus chits are open only (14.3.3)</source>
        <translation>i segnalini bonus di uscita ed eliminazione sono solo scoperti (14.3.3)</translation>
    </message>
    <message>
        <source>{fortification} is priced twice</source>
        <translation>{fortification} ha due prezzi</translation>
    </message>
    <message>
        <source>a mines price names its strength: 6, 7 or 8 FP (F104.2)</source>
        <translation>il prezzo delle mine indica la forza: 6, 7 o 8 PF (F104.2)</translation>
    </message>
    <message>
        <source>only mines have a strength</source>
        <translation>solo le mine hanno una forza</translation>
    </message>
    <message>
        <source>card {card} appears twice</source>
        <translation>la carta {card} compare due volte</translation>
    </message>
    <message>
        <source>a Fate deck needs at least {n} cards to be played: a full hand of {hand} (1.1) and one more card for the rolls, which always come off the draw pile, never out of the hand (1.3, 1.9, 13.1.2); this one has {count}</source>
        <translation>un mazzo del Fato deve avere almeno {n} carte per giocare: una mano completa di {hand} (1.1) e una carta in più per i tiri, che si scoprono sempre dal mazzo di pesca, mai dalla mano (1.3, 1.9, 13.1.2); questo ne ha {count}</translation>
    </message>
    <message>
        <source>a hand of {hand} needs a Fate deck of at least {n} cards (1.1, 1.3, 1.9); the {nation} deck has only {count}</source>
        <translation>una mano di {hand} richiede un mazzo del Fato di almeno {n} carte (1.1, 1.3, 1.9); il mazzo {nation} ne ha solo {count}</translation>
    </message>
    <message>
        <source>random hex {hex} is not a hex of any map of this game box: a random hex names a hex of the map in play (1.8)</source>
        <translation>l&apos;esagono casuale {hex} non è un esagono di nessuna mappa di questa scatola di gioco: un esagono casuale indica un esagono della mappa in gioco (1.8)</translation>
    </message>
    <message>
        <source>random hex {hex} is not a hex of a {columns} x {rows} map: a random hex names a hex of the map in play (1.8)</source>
        <translation>l&apos;esagono casuale {hex} non è un esagono di una mappa {columns} x {rows}: un esagono casuale indica un esagono della mappa in gioco (1.8)</translation>
    </message>
    <message>
        <source>card {card} of the {nation} Fate deck has the random hex {hex}, which is not a hex of map {map} (1.8)</source>
        <translation>la carta {card} del mazzo del Fato {nation} ha l&apos;esagono casuale {hex}, che non è un esagono della mappa {map} (1.8)</translation>
    </message>
    <message>
        <source>a Fate deck has {n} cards (1.3); this one has {count}</source>
        <translation>un mazzo del Fato ha {n} carte (1.3); questo ne ha {count}</translation>
    </message>
    <message>
        <source>a Revive order shows its points, 1-5 (O31)</source>
        <translation>un ordine Rianimazione mostra i suoi punti, 1-5 (O31)</translation>
    </message>
    <message>
        <source>an Infiltrate order shows its box letters (O28)</source>
        <translation>un ordine Infiltrarsi mostra le lettere dei riquadri (O28)</translation>
    </message>
    <message>
        <source>an Air Support event shows its first year (E50)</source>
        <translation>un evento Supporto aereo mostra il primo anno (E50)</translation>
    </message>
    <message>
        <source>an Air Support event shows its last year (E50)</source>
        <translation>un evento Supporto aereo mostra l&apos;ultimo anno (E50)</translation>
    </message>
    <message>
        <source>a Breezy event shows its wind direction, 1-6 (E54)</source>
        <translation>un evento Brezza mostra la direzione del vento, 1-6 (E54)</translation>
    </message>
    <message>
        <source>a Gusts event shows odd or even (E60)</source>
        <translation>un evento Raffiche mostra pari o dispari (E60)</translation>
    </message>
    <message>
        <source>a Marksmanship action names a faction (A45)</source>
        <translation>un&apos;azione Tiro scelto indica una fazione (A45)</translation>
    </message>
    <message>
        <source>only the card that needs it shows this value ({why})</source>
        <translation>solo la carta che ne ha bisogno mostra questo valore ({why})</translation>
    </message>
    <message>
        <source>the last Air Support year comes before the first</source>
        <translation>l&apos;ultimo anno del Supporto aereo viene prima del primo</translation>
    </message>
    <message>
        <source>Charge is a Japanese order (O25)</source>
        <translation>Carica è un ordine giapponese (O25)</translation>
    </message>
    <message>
        <source>{hex} holds {n} figures at setup: more than {limit} (15.2.3)</source>
        <translation>{hex} ha {n} figure allo schieramento: più di {limit} (15.2.3)</translation>
    </message>
    <message>
        <source>unknown fortification {id}</source>
        <translation>fortificazione sconosciuta {id}</translation>
    </message>
    <message>
        <source>water terrain: no fortification (F100.3)</source>
        <translation>terreno d&apos;acqua: nessuna fortificazione (F100.3)</translation>
    </message>
    <message>
        <source>a {fortification} goes only in a Crest hex (F102)</source>
        <translation>{fortification}: solo in un esagono di Cresta (F102)</translation>
    </message>
    <message>
        <source>{hex} is water terrain: no fortification (F100.3)</source>
        <translation>{hex} è terreno d&apos;acqua: nessuna fortificazione (F100.3)</translation>
    </message>
    <message>
        <source>a {fortification} goes only in a Crest hex; {hex} is not one (F102)</source>
        <translation>{fortification}: solo in un esagono di Cresta; {hex} non lo è (F102)</translation>
    </message>
    <message>
        <source>{fortification}s are Japanese only (F102)</source>
        <translation>{fortification}: solo giapponese (F102)</translation>
    </message>
    <message>
        <source>{hex} is ablaze: no unit may be there (T83, 15.1.5)</source>
        <translation>{hex} è in fiamme: nessuna unità può starci (T83, 15.1.5)</translation>
    </message>
    <message>
        <source>{hex} is {terrain}, impassable terrain: no unit may be there (O29.4, {rule})</source>
        <translation>{hex} è {terrain}, terreno invalicabile: nessuna unità può starci (O29.4, {rule})</translation>
    </message>
    <message>
        <source>{hex} is {terrain}, water terrain: no weapon fires from it (F100.3{rule}); is the unit meant to start there?</source>
        <translation>{hex} è {terrain}, terreno d&apos;acqua: nessuna arma vi spara (F100.3{rule}); l&apos;unità deve davvero iniziare lì?</translation>
    </message>
    <message>
        <source>shape {id}: {problem}</source>
        <translation>forma {id}: {problem}</translation>
    </message>
    <message>
        <source>{ring} has only {n} distinct point: it is not a closed ring</source>
        <translation>{ring}: solo {n} punto distinto, non è un anello chiuso</translation>
    </message>
    <message>
        <source>{ring} has only {n} distinct points: it is not a closed ring</source>
        <translation>{ring}: solo {n} punti distinti, non è un anello chiuso</translation>
    </message>
    <message>
        <source>{ring} has zero area (its points lie on one line)</source>
        <translation>{ring}: area nulla (i punti stanno su una linea)</translation>
    </message>
    <message>
        <source>{ring} crosses itself{where}</source>
        <translation>{ring} si interseca{where}</translation>
    </message>
    <message>
        <source>outer ring</source>
        <translation>anello esterno</translation>
    </message>
    <message>
        <source>hole {n}</source>
        <translation>foro {n}</translation>
    </message>
    <message>
        <source> at ({x}, {y})</source>
        <translation> in ({x}, {y})</translation>
    </message>
    <message>
        <source>hole {n} lies outside its shell</source>
        <translation>il foro {n} sta fuori dal suo contorno</translation>
    </message>
    <message>
        <source>hole {n} crosses its shell</source>
        <translation>il foro {n} attraversa il suo contorno</translation>
    </message>
    <message>
        <source>holes overlap or touch badly{where}</source>
        <translation>i fori si sovrappongono o si toccano male{where}</translation>
    </message>
    <message>
        <source>line {id}: fewer than 2 distinct points, so it has no length</source>
        <translation>linea {id}: meno di 2 punti distinti, quindi non ha lunghezza</translation>
    </message>
    <message>
        <source>line {id}: a {type} of width 0 covers no area</source>
        <translation>linea {id}: un {type} di larghezza 0 non copre alcuna area</translation>
    </message>
    <message>
        <source>shape {id}: {terrain} is a {kind} without a hierarchy rank, so its area sets no hex Type</source>
        <translation>forma {id}: {terrain} è un {kind} senza grado di gerarchia, quindi la sua area non stabilisce il Tipo degli esagoni</translation>
    </message>
    <message>
        <source>shape {id} lies entirely off the map</source>
        <translation>la forma {id} è del tutto fuori dalla mappa</translation>
    </message>
    <message>
        <source>line {id} passes through a hex corner at ({x}, {y}): the hexside it crosses there is undefined</source>
        <translation>la linea {id} passa per un angolo di esagono in ({x}, {y}): il lato d&apos;esagono che attraversa lì è indefinito</translation>
    </message>
    <message>
        <source>shape {id}: unknown terrain {terrain}, ignored</source>
        <translation>forma {id}: terreno sconosciuto {terrain}, ignorata</translation>
    </message>
    <message>
        <source>line {id}: the rule set has no {terrain} Type</source>
        <translation>linea {id}: il regolamento non ha il Tipo {terrain}</translation>
    </message>
    <message>
        <source>the scan is not calibrated: {problem}</source>
        <translation>la scansione non è calibrata: {problem}</translation>
    </message>
    <message>
        <source>a control point is {off} hex off the fitted grid (at most {most}): check the clicked hexes in the calibration</source>
        <translation>un punto di controllo dista {off} esagoni dalla griglia adattata (al massimo {most}): controlla gli esagoni cliccati nella calibrazione</translation>
    </message>
    <message>
        <source>nothing is traced yet: trace the terrain over the scan</source>
        <translation>non è ancora tracciato nulla: traccia il terreno sulla scansione</translation>
    </message>
    <message>
        <source>objectives on no hex of the map: {objectives}</source>
        <translation>obiettivi su nessun esagono della mappa: {objectives}</translation>
    </message>
    <message>
        <source>objective on no hex of the map: {objectives}</source>
        <translation>obiettivo su nessun esagono della mappa: {objectives}</translation>
    </message>
    <message>
        <source>ambiguous hexes not reviewed: {hexes}; look at each (Hexes tab) and mark it reviewed or override it</source>
        <translation>esagoni ambigui non rivisti: {hexes}; esamina ciascuno (scheda Esagoni) e segnalo come rivisto o correggilo</translation>
    </message>
    <message>
        <source>no Exit Points: mark them on the map edges (2.4)</source>
        <translation>nessun punto di uscita: segnali sui bordi della mappa (2.4)</translation>
    </message>
    <message>
        <source>the two Artillery Boxes are not set in opposite corners (2.2c)</source>
        <translation>i due Riquadri d&apos;Artiglieria non sono in angoli opposti (2.2c)</translation>
    </message>
    <message>
        <source>the transform is singular: the scan points lie on one line</source>
        <translation>la trasformazione è singolare: i punti della scansione stanno su una linea</translation>
    </message>
    <message>
        <source>grid and pixel point lists differ in length</source>
        <translation>gli elenchi dei punti di griglia e dei pixel hanno lunghezze diverse</translation>
    </message>
    <message>
        <source>an affine fit needs at least 3 control points, got {n}</source>
        <translation>un adattamento affine richiede almeno 3 punti di controllo, ce ne sono {n}</translation>
    </message>
    <message>
        <source>control points must be finite numbers</source>
        <translation>i punti di controllo devono essere numeri finiti</translation>
    </message>
    <message>
        <source>the control points lie on one line: pick hexes that span the map in both directions</source>
        <translation>i punti di controllo stanno su una linea: scegli esagoni che coprano la mappa in entrambe le direzioni</translation>
    </message>
    <message>
        <source>hex {hex} is used by two control points: each point needs its own hex</source>
        <translation>l&apos;esagono {hex} è usato da due punti di controllo: ogni punto richiede il suo esagono</translation>
    </message>
    <message>
        <source>control point hex {id} is not a hex of this map</source>
        <translation>l&apos;esagono del punto di controllo {id} non è un esagono di questa mappa</translation>
    </message>
    <message>
        <source>a piece on the map needs a hex</source>
        <translation>un pezzo sulla mappa richiede un esagono</translation>
    </message>
    <message>
        <source>counter id</source>
        <translation>id pedina</translation>
    </message>
    <message>
        <source>OB card id</source>
        <translation>id carta OB</translation>
    </message>
    <message>
        <source>shape id</source>
        <translation>id forma</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>PF</translation>
    </message>
    <message>
        <source>range</source>
        <translation>gittata</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>morale</translation>
    </message>
    <message>
        <source>command</source>
        <translation>comando</translation>
    </message>
    <message>
        <source>a squad</source>
        <translation>una squadra</translation>
    </message>
    <message>
        <source>a team</source>
        <translation>un team</translation>
    </message>
    <message>
        <source>a leader</source>
        <translation>un capo</translation>
    </message>
    <message>
        <source>a hero</source>
        <translation>un eroe</translation>
    </message>
    <message>
        <source>a scout</source>
        <translation>un esploratore</translation>
    </message>
    <message>
        <source>a sogeki_hei</source>
        <translation>un sogeki hei</translation>
    </message>
    <message>
        <source>a private</source>
        <translation>un soldato</translation>
    </message>
    <message>
        <source>a weapon</source>
        <translation>un&apos;arma</translation>
    </message>
    <message>
        <source>a radio</source>
        <translation>una radio</translation>
    </message>
    <message>
        <source>a support</source>
        <translation>una voce di supporto</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>unit or sighting marker</source>
        <translation>unità o segnalino di avvistamento</translation>
    </message>
    <message>
        <source>radio or &apos;artillery denied&apos;</source>
        <translation>radio o &apos;artiglieria negata&apos;</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>qualità</translation>
    </message>
    <message>
        <source>a quality</source>
        <translation>una voce di qualità</translation>
    </message>
    <message>
        <source>japan</source>
        <translation>giapponese</translation>
    </message>
    <message>
        <source>allied</source>
        <translation>alleata</translation>
    </message>
</context>
<context>
    <name>CounterPreview</name>
    <message>
        <source>front</source>
        <translation>fronte</translation>
    </message>
    <message>
        <source>back</source>
        <translation>retro</translation>
    </message>
    <message>
        <source>no back</source>
        <translation>senza retro</translation>
    </message>
</context>
<context>
    <name>CsvMessages</name>
    <message>
        <source>not valid UTF-16 text (at byte offset {offset})</source>
        <translation>testo UTF-16 non valido (al byte {offset})</translation>
    </message>
    <message>
        <source>no byte-order mark: read as {codec}</source>
        <translation>nessun BOM: letto come {codec}</translation>
    </message>
    <message>
        <source>neither {tried} nor Windows-1252 text (byte 0x{byte} at offset {offset}); save the file as UTF-8 CSV</source>
        <translation>il testo non è né {tried} né Windows-1252 (byte 0x{byte} alla posizione {offset}); salva il file come CSV UTF-8</translation>
    </message>
    <message>
        <source>not {tried} text: read as Windows-1252</source>
        <translation>il testo non è {tried}: letto come Windows-1252</translation>
    </message>
    <message>
        <source>not readable as CSV: {problem}</source>
        <translation>non leggibile come CSV: {problem}</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>column {id} appears twice (columns {first} and {second}): keep one, or rename the other</source>
        <translation>la colonna {id} compare due volte (colonne {first} e {second}): tienine una, o rinomina l&apos;altra</translation>
    </message>
    <message>
        <source>unknown column {id} (expected: {columns})</source>
        <translation>colonna sconosciuta {id} (attese: {columns})</translation>
    </message>
    <message>
        <source>column {key}: {problem}</source>
        <translation>colonna {key}: {problem}</translation>
    </message>
    <message>
        <source>{id} is not {expected}</source>
        <translation>{id} non è {expected}</translation>
    </message>
    <message>
        <source>one of {options}</source>
        <translation>uno tra {options}</translation>
    </message>
    <message>
        <source>{delimiter}-separated</source>
        <translation>separato da {delimiter}</translation>
    </message>
    <message>
        <source>OpenDocument spreadsheets are not read or written: save the sheet as .xlsx or .csv (in LibreOffice: File &gt; Save a Copy)</source>
        <translation>i fogli di calcolo OpenDocument non vengono letti né scritti: salva il foglio come .xlsx o .csv (in LibreOffice: File &gt; Salva una copia)</translation>
    </message>
    <message>
        <source>old Excel workbooks (.xls) are not read or written: save the sheet as .xlsx or .csv</source>
        <translation>le vecchie cartelle di lavoro Excel (.xls) non vengono lette né scritte: salva il foglio come .xlsx o .csv</translation>
    </message>
    <message>
        <source>a table file ends in .csv or .xlsx, not {suffix}</source>
        <translation>un file di tabella termina in .csv o .xlsx, non {suffix}</translation>
    </message>
    <message>
        <source>a table file ends in .csv or .xlsx</source>
        <translation>un file di tabella termina in .csv o .xlsx</translation>
    </message>
    <message>
        <source>not a readable .xlsx workbook</source>
        <translation>non è una cartella di lavoro .xlsx leggibile</translation>
    </message>
    <message>
        <source>the workbook unpacks to more than {limit} MiB</source>
        <translation>la cartella di lavoro decompressa supera {limit} MiB</translation>
    </message>
    <message>
        <source>the sheet has more than {limit} rows</source>
        <translation>il foglio ha più di {limit} righe</translation>
    </message>
    <message>
        <source>the sheet has more than {limit} columns</source>
        <translation>il foglio ha più di {limit} colonne</translation>
    </message>
    <message>
        <source>Pick a value from the list</source>
        <translation>Scegli un valore dall&apos;elenco</translation>
    </message>
    <message>
        <source>comma</source>
        <translation>virgola</translation>
    </message>
    <message>
        <source>semicolon</source>
        <translation>punto e virgola</translation>
    </message>
    <message>
        <source>tab</source>
        <translation>tabulazione</translation>
    </message>
    <message>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8 con BOM</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>vero o falso</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>a list of values separated by spaces</source>
        <translation>un elenco di valori separati da spazi</translation>
    </message>
</context>
<context>
    <name>Describe</name>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>faction</source>
        <translation>fazione</translation>
    </message>
    <message>
        <source>quality</source>
        <translation>qualità</translation>
    </message>
    <message>
        <source>figures</source>
        <translation>figure</translation>
    </message>
    <message>
        <source>front</source>
        <translation>fronte</translation>
    </message>
    <message>
        <source>broken side</source>
        <translation>lato rotto</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>PF</translation>
    </message>
    <message>
        <source>boxed FP</source>
        <translation>PF riquadrata</translation>
    </message>
    <message>
        <source>range</source>
        <translation>gittata</translation>
    </message>
    <message>
        <source>minimum range</source>
        <translation>gittata minima</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>morale</source>
        <translation>morale</translation>
    </message>
    <message>
        <source>command</source>
        <translation>comando</translation>
    </message>
    <message>
        <source>ordnance</source>
        <translation>artiglieria (ordnance)</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumo</translation>
    </message>
    <message>
        <source>movement modifier</source>
        <translation>modificatore di movimento</translation>
    </message>
    <message>
        <source>weapon type</source>
        <translation>tipo arma</translation>
    </message>
    <message>
        <source>years</source>
        <translation>anni</translation>
    </message>
    <message>
        <source>counter</source>
        <translation>pedina</translation>
    </message>
    <message>
        <source>count</source>
        <translation>numero</translation>
    </message>
    <message>
        <source>weapon</source>
        <translation>arma</translation>
    </message>
    <message>
        <source>infiltrator</source>
        <translation>infiltratore</translation>
    </message>
    <message>
        <source>points</source>
        <translation>punti</translation>
    </message>
    <message>
        <source>order limit</source>
        <translation>limite ordini</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>iniziativa</translation>
    </message>
    <message>
        <source>surrender space</source>
        <translation>casella di resa</translation>
    </message>
    <message>
        <source>leader rolls</source>
        <translation>tiri capi</translation>
    </message>
    <message>
        <source>leader modifier</source>
        <translation>modificatore capi</translation>
    </message>
    <message>
        <source>Banzai force</source>
        <translation>forza Banzai</translation>
    </message>
    <message>
        <source>sighting markers</source>
        <translation>segnalini di avvistamento</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>radio</source>
        <translation>radio</translation>
    </message>
    <message>
        <source>sighting marker</source>
        <translation>segnalino di avvistamento</translation>
    </message>
    <message>
        <source>artillery denied</source>
        <translation>artiglieria negata</translation>
    </message>
    <message>
        <source>VP cost</source>
        <translation>costo in PV</translation>
    </message>
    <message>
        <source>first year</source>
        <translation>primo anno</translation>
    </message>
    <message>
        <source>last year</source>
        <translation>ultimo anno</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>tiro</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dadi</translation>
    </message>
    <message>
        <source>nation</source>
        <translation>nazione</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>bordo</translation>
    </message>
    <message>
        <source>posture</source>
        <translation>postura</translation>
    </message>
    <message>
        <source>hand size</source>
        <translation>carte in mano</translation>
    </message>
    <message>
        <source>discard limit</source>
        <translation>limite di scarto</translation>
    </message>
    <message>
        <source>OB card</source>
        <translation>carta OB</translation>
    </message>
    <message>
        <source>setup area</source>
        <translation>area di schieramento</translation>
    </message>
    <message>
        <source>infiltration boxes</source>
        <translation>caselle di infiltrazione</translation>
    </message>
    <message>
        <source>hex</source>
        <translation>esagono</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rotta</translation>
    </message>
    <message>
        <source>veteran</source>
        <translation>veterana</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mappa</translation>
    </message>
    <message>
        <source>year</source>
        <translation>anno</translation>
    </message>
    <message>
        <source>sudden death space</source>
        <translation>casella di fine improvvisa</translation>
    </message>
    <message>
        <source>game</source>
        <translation>gioco</translation>
    </message>
    <message>
        <source>orientation</source>
        <translation>orientamento</translation>
    </message>
    <message>
        <source>rotation</source>
        <translation>rotazione</translation>
    </message>
    <message>
        <source>night</source>
        <translation>notte</translation>
    </message>
    <message>
        <source>starting VP</source>
        <translation>PV iniziali</translation>
    </message>
    <message>
        <source>starting time</source>
        <translation>tempo iniziale</translation>
    </message>
    <message>
        <source>mine FP</source>
        <translation>PF delle mine</translation>
    </message>
    <message>
        <source>first player</source>
        <translation>primo giocatore</translation>
    </message>
    <message>
        <source>Initiative holder</source>
        <translation>chi ha l&apos;Iniziativa</translation>
    </message>
    <message>
        <source>objective chits</source>
        <translation>segnalini obiettivo</translation>
    </message>
    <message>
        <source>objective control</source>
        <translation>controllo degli obiettivi</translation>
    </message>
    <message>
        <source>special rules</source>
        <translation>regole speciali</translation>
    </message>
    <message>
        <source>sighting marker hexes</source>
        <translation>esagoni dei segnalini di avvistamento</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>casella del Tempo</translation>
    </message>
    <message>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>proprietario</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valore</translation>
    </message>
    <message>
        <source>letter</source>
        <translation>lettera</translation>
    </message>
    <message>
        <source>objective</source>
        <translation>obiettivo</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>secret side</source>
        <translation>lato segreto</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>most allowed</source>
        <translation>massimo consentito</translation>
    </message>
    <message>
        <source>most in all</source>
        <translation>massimo in totale</translation>
    </message>
    <message>
        <source>grid</source>
        <translation>griglia</translation>
    </message>
    <message>
        <source>scan</source>
        <translation>scansione</translation>
    </message>
    <message>
        <source>objectives</source>
        <translation>obiettivi</translation>
    </message>
    <message>
        <source>exit points</source>
        <translation>punti di uscita</translation>
    </message>
    <message>
        <source>overrides</source>
        <translation>forzature</translation>
    </message>
    <message>
        <source>river edges</source>
        <translation>bordi fluviali</translation>
    </message>
    <message>
        <source>artillery boxes</source>
        <translation>caselle dell&apos;artiglieria</translation>
    </message>
    <message>
        <source>level</source>
        <translation>livello</translation>
    </message>
    <message>
        <source>label</source>
        <translation>etichetta</translation>
    </message>
    <message>
        <source>outline</source>
        <translation>contorno</translation>
    </message>
    <message>
        <source>width</source>
        <translation>larghezza</translation>
    </message>
    <message>
        <source>holes</source>
        <translation>buchi</translation>
    </message>
    <message>
        <source>control points</source>
        <translation>punti di controllo</translation>
    </message>
    <message>
        <source>columns</source>
        <translation>colonne</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>righe</translation>
    </message>
    <message>
        <source>column labels</source>
        <translation>etichette delle colonne</translation>
    </message>
    <message>
        <source>row labels</source>
        <translation>etichette delle righe</translation>
    </message>
    <message>
        <source>offset</source>
        <translation>sfalsamento</translation>
    </message>
    <message>
        <source>hexside tolerance</source>
        <translation>tolleranza sul lato d&apos;esagono</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>terreno</translation>
    </message>
    <message>
        <source>crest</source>
        <translation>cresta</translation>
    </message>
    <message>
        <source>water</source>
        <translation>acqua</translation>
    </message>
    <message>
        <source>reason</source>
        <translation>motivo</translation>
    </message>
    <message>
        <source>order</source>
        <translation>ordine</translation>
    </message>
    <message>
        <source>action</source>
        <translation>azione</translation>
    </message>
    <message>
        <source>event</source>
        <translation>evento</translation>
    </message>
    <message>
        <source>white die</source>
        <translation>dado bianco</translation>
    </message>
    <message>
        <source>coloured die</source>
        <translation>dado colorato</translation>
    </message>
    <message>
        <source>trigger</source>
        <translation>innesco</translation>
    </message>
    <message>
        <source>number</source>
        <translation>numero</translation>
    </message>
    <message>
        <source>open chits</source>
        <translation>segnalini scoperti</translation>
    </message>
    <message>
        <source>Japan&apos;s secret chits</source>
        <translation>segnalini segreti del Giappone</translation>
    </message>
    <message>
        <source>Allies&apos; secret chits</source>
        <translation>segnalini segreti degli Alleati</translation>
    </message>
    <message>
        <source>provenance</source>
        <translation>provenienza</translation>
    </message>
    <message>
        <source>description</source>
        <translation>descrizione</translation>
    </message>
    <message>
        <source>rule</source>
        <translation>regola</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>note</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predefinito</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>mano</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation>rinforzi</translation>
    </message>
    <message>
        <source>units</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>counters</source>
        <translation>pedine</translation>
    </message>
    <message>
        <source>OB cards</source>
        <translation>carte OB</translation>
    </message>
    <message>
        <source>reinforcement group</source>
        <translation>gruppo di rinforzi</translation>
    </message>
    <message>
        <source>reinforcement groups</source>
        <translation>gruppi di rinforzi</translation>
    </message>
    <message>
        <source>column</source>
        <translation>colonna</translation>
    </message>
    <message>
        <source>entry</source>
        <translation>voce</translation>
    </message>
    <message>
        <source>entries</source>
        <translation>voci</translation>
    </message>
    <message>
        <source>chit</source>
        <translation>segnalino</translation>
    </message>
    <message>
        <source>chits</source>
        <translation>segnalini</translation>
    </message>
    <message>
        <source>fortification</source>
        <translation>fortificazione</translation>
    </message>
    <message>
        <source>fortifications</source>
        <translation>fortificazioni</translation>
    </message>
    <message>
        <source>marker</source>
        <translation>segnalino</translation>
    </message>
    <message>
        <source>markers</source>
        <translation>segnalini</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>cards</source>
        <translation>carte</translation>
    </message>
    <message>
        <source>terrain shape</source>
        <translation>forma di terreno</translation>
    </message>
    <message>
        <source>terrain shapes</source>
        <translation>forme di terreno</translation>
    </message>
    <message>
        <source>hill level</source>
        <translation>livello di collina</translation>
    </message>
    <message>
        <source>hill levels</source>
        <translation>livelli di collina</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linea</translation>
    </message>
    <message>
        <source>lines</source>
        <translation>linee</translation>
    </message>
    <message>
        <source>control point</source>
        <translation>punto di controllo</translation>
    </message>
    <message>
        <source>hexes</source>
        <translation>esagoni</translation>
    </message>
    <message>
        <source>postures</source>
        <translation>posture</translation>
    </message>
    <message>
        <source>nations</source>
        <translation>nazioni</translation>
    </message>
    <message>
        <source>house rule</source>
        <translation>regola della casa</translation>
    </message>
    <message>
        <source>house rules</source>
        <translation>regole della casa</translation>
    </message>
    <message>
        <source>exit point</source>
        <translation>punto di uscita</translation>
    </message>
    <message>
        <source>log entry</source>
        <translation>voce di registro</translation>
    </message>
    <message>
        <source>log entries</source>
        <translation>voci di registro</translation>
    </message>
    <message>
        <source>Support table</source>
        <translation>Tabella di Supporto</translation>
    </message>
    <message>
        <source>Leader table</source>
        <translation>Tabella dei Capi</translation>
    </message>
    <message>
        <source>Radio table</source>
        <translation>Tabella Radio</translation>
    </message>
    <message>
        <source>Troop Quality table</source>
        <translation>Tabella Qualità delle truppe</translation>
    </message>
    <message>
        <source>generation record</source>
        <translation>registro di generazione</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Ricognizione</translation>
    </message>
    <message>
        <source>Invader</source>
        <translation>Invasore</translation>
    </message>
    <message>
        <source>Banzai</source>
        <translation>Banzai</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>elite</translation>
    </message>
    <message>
        <source>green</source>
        <translation>reclute</translation>
    </message>
    <message>
        <source>top</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>basso</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <source> with {weapon}</source>
        <translation> con {weapon}</translation>
    </message>
    <message>
        <source>for roll {roll}</source>
        <translation>per il tiro {roll}</translation>
    </message>
    <message>
        <source>Time space {n}</source>
        <translation>casella del Tempo {n}</translation>
    </message>
    <message>
        <source>{type} in {hex}</source>
        <translation>{type} in {hex}</translation>
    </message>
    <message>
        <source>level {n}</source>
        <translation>livello {n}</translation>
    </message>
    <message>
        <source>item</source>
        <translation>elemento</translation>
    </message>
    <message>
        <source>items</source>
        <translation>elementi</translation>
    </message>
    <message>
        <source>#{n}</source>
        <translation>n. {n}</translation>
    </message>
    <message>
        <source>objective {n}</source>
        <translation>obiettivo {n}</translation>
    </message>
    <message>
        <source>Whole document</source>
        <translation>Intero documento</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>{n} {things}</source>
        <translation>{n} {things}</translation>
    </message>
    <message>
        <source>Edit</source>
        <translation>Modifica</translation>
    </message>
    <message>
        <source>Replace the whole document</source>
        <translation>Sostituisci l&apos;intero documento</translation>
    </message>
    <message>
        <source>Add {what} to {owner}</source>
        <translation>Aggiungi {what} a {owner}</translation>
    </message>
    <message>
        <source>Add {what}</source>
        <translation>Aggiungi {what}</translation>
    </message>
    <message>
        <source>Remove {what} from {owner}</source>
        <translation>Rimuovi {what} da {owner}</translation>
    </message>
    <message>
        <source>Remove {what}</source>
        <translation>Rimuovi {what}</translation>
    </message>
    <message>
        <source>Move {unit} to {hex}</source>
        <translation>Sposta {unit} in {hex}</translation>
    </message>
    <message>
        <source>Take {unit} off the map</source>
        <translation>Togli {unit} dalla mappa</translation>
    </message>
    <message>
        <source>document</source>
        <translation>documento</translation>
    </message>
    <message>
        <source>Clear {field} of {owner}</source>
        <translation>Svuota {field} di {owner}</translation>
    </message>
    <message>
        <source>Clear {field}</source>
        <translation>Svuota {field}</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>Modifica {field}</translation>
    </message>
    <message>
        <source>Set {field} to {value}</source>
        <translation>Imposta {field} a {value}</translation>
    </message>
    <message>
        <source>Change {field} of {owner}</source>
        <translation>Modifica {field} di {owner}</translation>
    </message>
    <message>
        <source>Set {owner}&apos;s {field} to {value}</source>
        <translation>Imposta {field} di {owner} a {value}</translation>
    </message>
    <message>
        <source>Set the {owner}&apos; {field} to {value}</source>
        <translation>Imposta {field} degli {owner} a {value}</translation>
    </message>
    <message>
        <source>Set {field} of {owner} to {value}</source>
        <translation>Imposta {field} di {owner} a {value}</translation>
    </message>
</context>
<context>
    <name>DocumentForm</name>
    <message>
        <source>Your own data</source>
        <translation>Dati tuoi</translation>
    </message>
    <message>
        <source>Demo data (placeholder values)</source>
        <translation>Dati demo (valori segnaposto)</translation>
    </message>
    <message>
        <source>Generated by the app</source>
        <translation>Generato dall&apos;applicazione</translation>
    </message>
    <message>
        <source>Built into the app</source>
        <translation>Incorporato nell&apos;applicazione</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nazione</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenienza</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>Mark ready</source>
        <translation>Segna come pronta</translation>
    </message>
    <message>
        <source>Back to draft</source>
        <translation>Torna a bozza</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Stato</translation>
    </message>
    <message>
        <source>Only ready maps are offered by the random battle generator. Still to do:</source>
        <translation>Il generatore di battaglie casuali offre solo mappe pronte. Ancora da fare:</translation>
    </message>
    <message>
        <source>Status: ready</source>
        <translation>Stato: pronta</translation>
    </message>
    <message>
        <source>Status: draft</source>
        <translation>Stato: bozza</translation>
    </message>
    <message>
        <source>Nothing: every check passes.</source>
        <translation>Niente: tutti i controlli sono superati.</translation>
    </message>
    <message>
        <source>Mark map ready</source>
        <translation>Segna la mappa come pronta</translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>Modifica {field}</translation>
    </message>
    <message>
        <source>A document needs a name.</source>
        <translation>Un documento ha bisogno di un nome.</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
</context>
<context>
    <name>DocumentModel</name>
    <message>
        <source>untitled.yaml</source>
        <translation>senza_titolo.yaml</translation>
    </message>
    <message>
        <source>Fate deck: {nation}</source>
        <translation>Mazzo del Fato: {nation}</translation>
    </message>
    <message>
        <source>Forces: {nation}</source>
        <translation>Forze: {nation}</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Objective chits</source>
        <translation>Segnalini obiettivo</translation>
    </message>
    <message>
        <source>Fortification OB</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>mazzo del Fato</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Prova di gioco</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Raccolta dati</translation>
    </message>
    <message>
        <source>{kind}: {name}</source>
        <translation>{kind}: {name}</translation>
    </message>
    <message>
        <source>the kind of a document cannot change here</source>
        <translation>qui non si può cambiare il tipo di documento</translation>
    </message>
    <message>
        <source>Edit YAML</source>
        <translation>Modifica YAML</translation>
    </message>
    <message>
        <source>the rules check stopped: {error}</source>
        <translation>il controllo delle regole si è interrotto: {error}</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>nessun nome di file indicato</translation>
    </message>
    <message>
        <source>the file now holds another kind of document</source>
        <translation>il file ora contiene un altro tipo di documento</translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message numerus="yes">
        <source>Saved {path} with %n error(s): the app, the generator and the board cannot read it until they are fixed (see the Problems panel)</source>
        <translation>
            <numerusform>Salvato {path} con %n errore: l&apos;app, il generatore e il tabellone non potranno leggerlo finché non sarà corretto (vedi il pannello Problemi)</numerusform>
            <numerusform>Salvato {path} con %n errori: l&apos;app, il generatore e il tabellone non potranno leggerlo finché non saranno corretti (vedi il pannello Problemi)</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {path} with {errors} and {warnings}: the generator and the board will use it as it is (see the Problems panel)</source>
        <translation>Salvato {path} con {errors} e {warnings}: il generatore e il tabellone lo useranno così com&apos;è (vedi il pannello Problemi)</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved {path} with %n warning(s) (see the Problems panel)</source>
        <translation>
            <numerusform>Salvato {path} con %n avviso (vedi il pannello Problemi)</numerusform>
            <numerusform>Salvato {path} con %n avvisi (vedi il pannello Problemi)</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved {path}</source>
        <translation>Salvato {path}</translation>
    </message>
    <message>
        <source>YAML</source>
        <translation>YAML</translation>
    </message>
    <message>
        <source>not saved yet</source>
        <translation>non ancora salvato</translation>
    </message>
</context>
<context>
    <name>Enums</name>
    <message>
        <source>One objective</source>
        <translation>Un obiettivo</translation>
    </message>
    <message>
        <source>All objectives</source>
        <translation>Tutti gli obiettivi</translation>
    </message>
    <message>
        <source>Exit bonus</source>
        <translation>Bonus di uscita</translation>
    </message>
    <message>
        <source>Elimination bonus</source>
        <translation>Bonus di eliminazione</translation>
    </message>
    <message>
        <source>Bunker</source>
        <translation>Bunker</translation>
    </message>
    <message>
        <source>Cave</source>
        <translation>Caverna</translation>
    </message>
    <message>
        <source>Foxholes</source>
        <translation>Buche</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>Pillbox</source>
        <translation>Casamatta</translation>
    </message>
    <message>
        <source>Trench</source>
        <translation>Trincea</translation>
    </message>
    <message>
        <source>Wire</source>
        <translation>Reticolato</translation>
    </message>
    <message>
        <source>Terrain type</source>
        <translation>Tipo di terreno</translation>
    </message>
    <message>
        <source>Feature</source>
        <translation>Elemento</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Segnalino</translation>
    </message>
    <message>
        <source>MP cost</source>
        <translation>Costo in PM</translation>
    </message>
    <message>
        <source>All MP</source>
        <translation>Tutti i PM</translation>
    </message>
    <message>
        <source>Impassable</source>
        <translation>Invalicabile</translation>
    </message>
    <message>
        <source>Along route</source>
        <translation>Lungo il percorso</translation>
    </message>
    <message>
        <source>Uphill</source>
        <translation>In salita</translation>
    </message>
    <message>
        <source>Other rule</source>
        <translation>Altra regola</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Libera</translation>
    </message>
    <message>
        <source>Hindrance</source>
        <translation>Ostacolo parziale</translation>
    </message>
    <message>
        <source>Obstacle</source>
        <translation>Ostacolo</translation>
    </message>
    <message>
        <source>Wide (long edges)</source>
        <translation>Larga (lati lunghi)</translation>
    </message>
    <message>
        <source>Narrow (short edges)</source>
        <translation>Stretta (lati corti)</translation>
    </message>
    <message>
        <source>Your own</source>
        <translation>Tuo</translation>
    </message>
    <message>
        <source>Demo data</source>
        <translation>Dati dimostrativi</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generato</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Incorporato</translation>
    </message>
    <message>
        <source>Preset</source>
        <translation>Scenario pubblicato</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Ricognizione</translation>
    </message>
    <message>
        <source>Invader</source>
        <translation>Invasore</translation>
    </message>
    <message>
        <source>Banzai</source>
        <translation>Banzai</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Elite</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Reclute</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>In alto</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>In basso</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>A sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>A destra</translation>
    </message>
    <message>
        <source>Yes/no</source>
        <translation>Sì/no</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Choice</source>
        <translation>Scelta</translation>
    </message>
</context>
<context>
    <name>FireCalculator</name>
    <message>
        <source>Fire at {hex}</source>
        <translation>Fuoco su {hex}</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pezzo</translation>
    </message>
    <message>
        <source>FP in effect</source>
        <translation>PF effettivi</translation>
    </message>
    <message>
        <source>of which leader command</source>
        <translation>di cui comando del comandante</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Gittata</translation>
    </message>
    <message>
        <source>Best FP</source>
        <translation>PF migliore</translation>
    </message>
    <message>
        <source>Fire group (+1 per other piece)</source>
        <translation>Gruppo di fuoco (+1 per ogni altro pezzo)</translation>
    </message>
    <message>
        <source>Height advantage</source>
        <translation>Vantaggio di altezza</translation>
    </message>
    <message>
        <source>Hindrance (largest; night included)</source>
        <translation>Intralcio (il maggiore; notte inclusa)</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
    <message>
        <source>Other modifiers</source>
        <translation>Altri modificatori</translation>
    </message>
    <message>
        <source>Attack FP</source>
        <translation>PF d&apos;attacco</translation>
    </message>
    <message>
        <source>FP from actions or events played with the fire (e.g. Assault Fire)</source>
        <translation>PF da azioni o eventi giocati con il fuoco (es. Fuoco d&apos;assalto)</translation>
    </message>
    <message>
        <source>Target is Moving (a tie breaks it)</source>
        <translation>Il bersaglio è in Movimento (il pareggio lo mette in rotta)</translation>
    </message>
    <message>
        <source>Action FP modifier</source>
        <translation>Modificatore di PF da azioni</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>Bersaglio</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Cover (source)</source>
        <translation>Copertura (fonte)</translation>
    </message>
    <message>
        <source>Defense before roll</source>
        <translation>Difesa prima del tiro</translation>
    </message>
    <message>
        <source>Roll and apply</source>
        <translation>Tira e applica</translation>
    </message>
    <message>
        <source>{side}: {names} fire at {hex} (range {range}{ordnance})</source>
        <translation>{side}: {names} sparano su {hex} (gittata {range}{ordnance})</translation>
    </message>
    <message>
        <source>, ordnance: Targeting roll first</source>
        <translation>, artiglieria: prima il tiro per colpire</translation>
    </message>
    <message>
        <source> (lowers the Targeting roll, not the FP)</source>
        <translation> (riduce il tiro per colpire, non i PF)</translation>
    </message>
    <message>
        <source>yes: night hindrance is in the figure above</source>
        <translation>sì: l&apos;intralcio notturno è nel valore sopra</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source> + the attack roll</source>
        <translation> + il tiro d&apos;attacco</translation>
    </message>
    <message>
        <source> (overstack penalty)</source>
        <translation> (penalità di sovraffollamento)</translation>
    </message>
    <message>
        <source>Cannot fire: {reason}</source>
        <translation>Impossibile sparare: {reason}</translation>
    </message>
    <message>
        <source>Attack total {total}</source>
        <translation>Totale d&apos;attacco {total}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Targeting roll missed&lt;/b&gt;</source>
        <translation>&lt;b&gt;Tiro per colpire fallito&lt;/b&gt;</translation>
    </message>
</context>
<context>
    <name>ForcesEditors</name>
    <message>
        <source>Support</source>
        <translation>Supporto</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Capi</translation>
    </message>
    <message>
        <source>Radio</source>
        <translation>Radio</translation>
    </message>
    <message>
        <source>Troop quality</source>
        <translation>Qualità truppe</translation>
    </message>
    <message>
        <source>FP: firepower</source>
        <translation>FP: potenza di fuoco</translation>
    </message>
    <message>
        <source>FP□: the firepower is printed in a box: +1 in melee (3.1.6)</source>
        <translation>FP□: la potenza di fuoco è stampata in un riquadro: +1 in mischia (3.1.6)</translation>
    </message>
    <message>
        <source>Rng: range in hexes</source>
        <translation>Rng: gittata in esagoni</translation>
    </message>
    <message>
        <source>Min rng: minimum range in hexes (mortars)</source>
        <translation>Min rng: gittata minima in esagoni (mortai)</translation>
    </message>
    <message>
        <source>Mv: movement</source>
        <translation>Mv: movimento</translation>
    </message>
    <message>
        <source>Mor: morale</source>
        <translation>Mor: morale</translation>
    </message>
    <message>
        <source>Cmd: command; a number for a leader, M for a Scout, - for the Sogeki Hei (3.1)</source>
        <translation>Cmd: comando; un numero per un capo, M per un Esploratore, - per il Sogeki Hei (3.1)</translation>
    </message>
    <message>
        <source>Squad</source>
        <translation>Squadra</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>Team</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Capo</translation>
    </message>
    <message>
        <source>Hero</source>
        <translation>Eroe</translation>
    </message>
    <message>
        <source>Scout</source>
        <translation>Esploratore</translation>
    </message>
    <message>
        <source>Sogeki Hei</source>
        <translation>Sogeki Hei</translation>
    </message>
    <message>
        <source>Private</source>
        <translation>Soldato</translation>
    </message>
    <message>
        <source>Aircraft</source>
        <translation>Aereo</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Élite</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Recluta</translation>
    </message>
    <message>
        <source>an OB card needs its first and last year, such as 1941-1945</source>
        <translation>una carta OB richiede il primo e l&apos;ultimo anno, ad esempio 1941-1945</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>The counter&apos;s id: OB cards and roll tables name the counter by it</source>
        <translation>L&apos;id della pedina: le carte OB e le tabelle la indicano con questo</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>The name printed on the counter</source>
        <translation>Il nome stampato sulla pedina</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Squad, team, leader, hero, scout, Sogeki Hei, private, weapon, radio or aircraft</source>
        <translation>Squadra, team, capo, eroe, esploratore, Sogeki Hei, soldato, arma, radio o aereo</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>One of the nation&apos;s factions in the rule set</source>
        <translation>Una delle fazioni della nazione nel regolamento</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Elite, line or green (squads and teams)</source>
        <translation>Élite, linea o recluta (squadre e team)</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Soldier figures for stacking: 4 for a squad, 2 a team, 1 a leader (3)</source>
        <translation>Figure di soldati per l&apos;accatastamento: 4 per una squadra, 2 un team, 1 un capo (3)</translation>
    </message>
    <message>
        <source>front</source>
        <translation>fronte</translation>
    </message>
    <message>
        <source>front (unbroken) side</source>
        <translation>lato fronte (non in rotta)</translation>
    </message>
    <message>
        <source>back</source>
        <translation>retro</translation>
    </message>
    <message>
        <source>Ordnance</source>
        <translation>Artiglieria (ordnance)</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Fumo</translation>
    </message>
    <message>
        <source>Mv mod</source>
        <translation>Mod. mov.</translation>
    </message>
    <message>
        <source>Weapon type</source>
        <translation>Tipo arma</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Anni</translation>
    </message>
    <message>
        <source>In mix</source>
        <translation>Nelle pedine disponibili</translation>
    </message>
    <message>
        <source>How many of this counter the countermix holds: Light Wounds and Deploy need a team left in it (A44, E56); empty for no limit</source>
        <translation>Quante pedine di questo tipo contengono le pedine disponibili: Ferite Leggere e Dividi richiedono che vi resti una team (A44, E56); vuoto per nessun limite</translation>
    </message>
    <message>
        <source>Counters (both sides)</source>
        <translation>Pedine (entrambi i lati)</translation>
    </message>
    <message>
        <source>Preview</source>
        <translation>Anteprima</translation>
    </message>
    <message>
        <source>{part!r} is not &apos;COUNT x COUNTER +WEAPON&apos;</source>
        <translation>{part!r} non è &apos;NUMERO x PEDINA +ARMA&apos;</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Order limit</source>
        <translation>Limite ordini</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniziativa</translation>
    </message>
    <message>
        <source>Surrender</source>
        <translation>Resa</translation>
    </message>
    <message>
        <source>Leader rolls</source>
        <translation>Tiri capi</translation>
    </message>
    <message>
        <source>Leader mod</source>
        <translation>Mod. capi</translation>
    </message>
    <message>
        <source>Banzai</source>
        <translation>Banzai</translation>
    </message>
    <message>
        <source>Sighting</source>
        <translation>Avvistamento</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>back (broken) side</source>
        <translation>lato retro (in rotta)</translation>
    </message>
    <message>
        <source>Broken
side</source>
        <translation>Lato
in rotta</translation>
    </message>
    <message>
        <source>The counter has a broken side: its stats are in the &apos;back&apos; columns</source>
        <translation>La pedina ha un lato in rotta: i suoi valori sono nelle colonne &apos;retro&apos;</translation>
    </message>
    <message>
        <source>A white bar behind the stats: the weapon is ordnance (5.5)</source>
        <translation>Una barra bianca dietro i valori: l&apos;arma è un&apos;artiglieria (5.5)</translation>
    </message>
    <message>
        <source>The weapon can fire smoke</source>
        <translation>L&apos;arma può sparare fumogeni</translation>
    </message>
    <message>
        <source>Mv mod: movement modifier, what carrying the weapon takes off the carrier&apos;s movement (0 or less, 5.2)</source>
        <translation>Mv mod: modificatore al movimento, quanto portare l&apos;arma toglie al movimento di chi la porta (0 o meno, 5.2)</translation>
    </message>
    <message>
        <source>mg, mortar, flamethrower, gun... (weapons only)</source>
        <translation>mitragliatrice, mortaio, lanciafiamme, cannone... (solo armi)</translation>
    </message>
    <message>
        <source>First and last year of use, such as 1942-1945 (or 1942–45, 1942 1945); empty for every year</source>
        <translation>Primo e ultimo anno d&apos;uso, ad esempio 1942-1945 (o 1942–45, 1942 1945); vuoto per tutti gli anni</translation>
    </message>
    <message>
        <source>The card&apos;s id: scenarios and the generator name the card by it</source>
        <translation>L&apos;id della carta: gli scenari e il generatore la indicano con questo</translation>
    </message>
    <message>
        <source>The name printed on the card</source>
        <translation>Il nome stampato sulla carta</translation>
    </message>
    <message>
        <source>What the card costs in the random battle generator (VP)</source>
        <translation>Quanto costa la carta nel generatore di battaglie casuali (PV)</translation>
    </message>
    <message>
        <source>Orders the side may give each turn (1-6)</source>
        <translation>Ordini che la parte può dare in ogni turno (1-6)</translation>
    </message>
    <message>
        <source>Initiative value: the higher side holds the Initiative card</source>
        <translation>Valore di iniziativa: la parte più alta tiene la carta Iniziativa</translation>
    </message>
    <message>
        <source>Fixed troop quality (Japanese cards); Allied cards roll for it</source>
        <translation>Qualità fissa delle truppe (carte giapponesi); le carte alleate la tirano</translation>
    </message>
    <message>
        <source>Allied cards: the surrender space on the Time track (11.2)</source>
        <translation>Carte alleate: la casella di resa sul tracciato del Tempo (11.2)</translation>
    </message>
    <message>
        <source>Rolls on the Leader table</source>
        <translation>Tiri sulla tabella dei Capi</translation>
    </message>
    <message>
        <source>Modifier to the Leader table rolls</source>
        <translation>Modificatore ai tiri sulla tabella dei Capi</translation>
    </message>
    <message>
        <source>Japanese cards: the side takes the Banzai posture</source>
        <translation>Carte giapponesi: la parte assume la postura Banzai</translation>
    </message>
    <message>
        <source>Japanese cards: Sighting markers (9)</source>
        <translation>Carte giapponesi: segnalini di Avvistamento (9)</translation>
    </message>
    <message>
        <source>First and last year the card is used, such as 1942-1945 (or 1942–45, 1942 1945)</source>
        <translation>Primo e ultimo anno in cui si usa la carta, ad esempio 1942-1945 (o 1942–45, 1942 1945)</translation>
    </message>
    <message>
        <source>The units: COUNT x COUNTER +WEAPON, separated by &apos;;&apos; (add &apos;infiltrator&apos; for Japanese infiltrators)</source>
        <translation>Le unità: NUMERO x PEDINA +ARMA, separate da &apos;;&apos; (aggiungi &apos;infiltrator&apos; per gli infiltrati giapponesi)</translation>
    </message>
    <message>
        <source>OB cards</source>
        <translation>Carte OB</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Pedina</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Infiltrator</source>
        <translation>Infiltratore</translation>
    </message>
    <message>
        <source>Units of the selected card</source>
        <translation>Unità della carta selezionata</translation>
    </message>
    <message>
        <source>Units of {card}</source>
        <translation>Unità di {card}</translation>
    </message>
    <message>
        <source>Units of card {n}</source>
        <translation>Unità della carta {n}</translation>
    </message>
    <message>
        <source>(infiltrator)</source>
        <translation>(infiltrato)</translation>
    </message>
    <message>
        <source>radio {id}</source>
        <translation>radio {id}</translation>
    </message>
    <message>
        <source>Sighting marker</source>
        <translation>Segnalino di avvistamento</translation>
    </message>
    <message>
        <source>Artillery denied</source>
        <translation>Artiglieria negata</translation>
    </message>
    <message>
        <source>(nothing entered yet)</source>
        <translation>(ancora vuota)</translation>
    </message>
    <message>
        <source>Roll {roll}</source>
        <translation>Tiro {roll}</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>VP cost</source>
        <translation>Costo PV</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Da</translation>
    </message>
    <message>
        <source>To</source>
        <translation>A</translation>
    </message>
    <message>
        <source>First year of the entry; a range typed here (1942-1945, 1942–45, 1942 1945) sets both years</source>
        <translation>Primo anno della voce; un intervallo scritto qui (1942-1945, 1942–45, 1942 1945) imposta entrambi gli anni</translation>
    </message>
    <message>
        <source>Last year of the entry; a range typed here (1942-1945, 1942–45, 1942 1945) sets both years</source>
        <translation>Ultimo anno della voce; un intervallo scritto qui (1942-1945, 1942–45, 1942 1945) imposta entrambi gli anni</translation>
    </message>
    <message>
        <source>Dice:</source>
        <translation>Dadi:</translation>
    </message>
    <message>
        <source>Two dice (2d6)</source>
        <translation>Due dadi (2d6)</translation>
    </message>
    <message>
        <source>White die</source>
        <translation>Dado bianco</translation>
    </message>
    <message>
        <source>Colored die</source>
        <translation>Dado colorato</translation>
    </message>
    <message>
        <source>Selected column roll:</source>
        <translation>Tiro della colonna selezionata:</translation>
    </message>
    <message>
        <source>Add column</source>
        <translation>Aggiungi colonna</translation>
    </message>
    <message>
        <source>Remove column</source>
        <translation>Rimuovi colonna</translation>
    </message>
    <message>
        <source>Import CSV or Excel...</source>
        <translation>Importa CSV o Excel...</translation>
    </message>
    <message>
        <source>Export CSV or Excel...</source>
        <translation>Esporta CSV o Excel...</translation>
    </message>
    <message>
        <source>Import table</source>
        <translation>Importa tabella</translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Esporta tabella</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n entries from {path}</source>
        <translation>
            <numerusform>Importata %n voce da {path}</numerusform>
            <numerusform>Importate %n voci da {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>Entries of the selected column</source>
        <translation>Voci della colonna selezionata</translation>
    </message>
    <message>
        <source>No column selected</source>
        <translation>Nessuna colonna selezionata</translation>
    </message>
    <message>
        <source>Entries of roll {roll}</source>
        <translation>Voci del tiro {roll}</translation>
    </message>
    <message>
        <source>Set dice</source>
        <translation>Imposta dadi</translation>
    </message>
    <message>
        <source>Set column roll</source>
        <translation>Imposta tiro della colonna</translation>
    </message>
    <message>
        <source>the first row must name the columns, including &apos;roll&apos;</source>
        <translation>la prima riga deve nominare le colonne, compresa &apos;roll&apos;</translation>
    </message>
    <message>
        <source>unknown column {name!r}</source>
        <translation>colonna sconosciuta {name!r}</translation>
    </message>
    <message>
        <source>roll {value!r} is not a whole number</source>
        <translation>il tiro {value!r} non è un numero intero</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Esportato {path}</translation>
    </message>
    <message>
        <source>Not imported: {reason}</source>
        <translation>Non importato: {reason}</translation>
    </message>
    <message>
        <source>Counters</source>
        <translation>Pedine</translation>
    </message>
</context>
<context>
    <name>HandCards</name>
    <message>
        <source>Time</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Sniper</source>
        <translation>Cecchino</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Disperse</source>
        <translation>Dispersione</translation>
    </message>
    <message>
        <source>odd</source>
        <translation>dispari</translation>
    </message>
    <message>
        <source>even</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>Revive {n}</source>
        <translation>Rianimare {n}</translation>
    </message>
    <message>
        <source>Infiltrate {boxes}</source>
        <translation>Infiltrazione {boxes}</translation>
    </message>
    <message>
        <source>Air {first}-{last}</source>
        <translation>Aereo {first}-{last}</translation>
    </message>
    <message>
        <source>Wind {n}</source>
        <translation>Vento {n}</translation>
    </message>
    <message>
        <source>Gusts {which}</source>
        <translation>Raffiche {which}</translation>
    </message>
    <message>
        <source>Marksmanship {who}</source>
        <translation>Tiro scelto {who}</translation>
    </message>
    <message>
        <source>{label}: order {order}, action {action}, event {event}</source>
        <translation>{label}: ordine {order}, azione {action}, evento {event}</translation>
    </message>
    <message>
        <source>Order: {name} ({rule})</source>
        <translation>Ordine: {name} ({rule})</translation>
    </message>
    <message>
        <source>Action: {name} ({rule})</source>
        <translation>Azione: {name} ({rule})</translation>
    </message>
    <message>
        <source>Event: {name} ({rule})</source>
        <translation>Evento: {name} ({rule})</translation>
    </message>
    <message>
        <source>Random hex {hex} (1.8), dice {white} and {coloured} (1.9)</source>
        <translation>Esagono casuale {hex} (1.8), dadi {white} e {coloured} (1.9)</translation>
    </message>
    <message>
        <source>Trigger: {name} (1.9.1)</source>
        <translation>Innesco: {name} (1.9.1)</translation>
    </message>
    <message>
        <source>Tracks, dice, log</source>
        <translation>Tracciati, dadi, registro</translation>
    </message>
    <message>
        <source>Show or hide the board&apos;s panel (tracks, dice and its log)</source>
        <translation>Mostra o nascondi il pannello della mappa (tracciati, dadi e il suo registro)</translation>
    </message>
    <message>
        <source>Question list and game log</source>
        <translation>Elenco delle risposte e registro di gioco</translation>
    </message>
    <message>
        <source>Show or hide the panel on the right (the hand and every answer as a list, the discards and the game log)</source>
        <translation>Mostra o nascondi il pannello a destra (la mano e ogni risposta in elenco, gli scarti e il registro di gioco)</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Not your question: the other player answers now.</source>
        <translation>Non tocca a te: ora risponde l&apos;altro giocatore.</translation>
    </message>
    <message>
        <source>Its {order} order has nothing it could do now: only an order with a use may be played (O21).</source>
        <translation>Il suo ordine {order} ora non avrebbe effetto: si può giocare solo un ordine che serve a qualcosa (O21).</translation>
    </message>
    <message>
        <source>Its {action} action does not answer this question (A32).</source>
        <translation>La sua azione {action} non risponde a questa domanda (A32).</translation>
    </message>
    <message>
        <source>Answer the question first: {prompt}</source>
        <translation>Rispondi prima alla domanda: {prompt}</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>Map editor</source>
        <translation>Editor della mappa</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plancia</translation>
    </message>
    <message>
        <source>Tables</source>
        <translation>Tabelle</translation>
    </message>
    <message>
        <source>Scenario editor</source>
        <translation>Editor dello scenario</translation>
    </message>
    <message>
        <source>Problems panel</source>
        <translation>Pannello Problemi</translation>
    </message>
    <message>
        <source>Everywhere</source>
        <translation>Ovunque</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>CC:P Scenario Studio Help</source>
        <translation>Guida di CC:P Scenario Studio</translation>
    </message>
    <message>
        <source>User guide</source>
        <translation>Guida</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Guida utente</translation>
    </message>
    <message>
        <source>How to trace a map, enter forces, design scenarios and playtest them</source>
        <translation>Come ricalcare una mappa, inserire le forze, progettare scenari e provarli</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
        <source>Every key of the commands, read from the application itself</source>
        <translation>Tutti i tasti dei comandi, letti dall&apos;applicazione stessa</translation>
    </message>
</context>
<context>
    <name>Hotseat</name>
    <message>
        <source>Japanese</source>
        <translation>giapponese</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>alleato</translation>
    </message>
    <message>
        <source>The other player looks away: the hand on the next page is secret.</source>
        <translation>L&apos;altro giocatore distolga lo sguardo: la mano nella pagina seguente è segreta.</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Scegli</translation>
    </message>
    <message>
        <source>Undo last answer</source>
        <translation>Annulla l&apos;ultima risposta</translation>
    </message>
    <message>
        <source>Card game: {name}</source>
        <translation>Partita a carte: {name}</translation>
    </message>
    <message>
        <source>Back to the card game</source>
        <translation>Torna alla partita a carte</translation>
    </message>
    <message>
        <source>Leave the card game</source>
        <translation>Lascia la partita a carte</translation>
    </message>
    <message>
        <source>The board becomes a sandbox on this position; nothing done there counts</source>
        <translation>La mappa diventa un banco di prova su questa posizione; nulla di ciò che vi si fa conta</translation>
    </message>
    <message>
        <source>Pass the screen to the {who} player</source>
        <translation>Passa lo schermo al giocatore {who}</translation>
    </message>
    <message>
        <source>I am the {who} player</source>
        <translation>Sono il giocatore {who}</translation>
    </message>
    <message>
        <source>Turn {turn}: the {player} player&apos;s turn. Time {time} (sudden death {sd}). VP {vp}. Orders {orders}, actions {actions}, events {events}.</source>
        <translation>Turno {turn}: tocca al giocatore {player}. Tempo {time} (morte improvvisa {sd}). PV {vp}. Ordini {orders}, azioni {actions}, eventi {events}.</translation>
    </message>
    <message>
        <source>Both hands, open: the game is over</source>
        <translation>Entrambe le mani, scoperte: la partita è finita</translation>
    </message>
    <message>
        <source>Both hands, open: both sides are automatic</source>
        <translation>Entrambe le mani, scoperte: entrambi i lati sono automatici</translation>
    </message>
    <message>
        <source>{who} hand: {n} of {size} cards</source>
        <translation>Mano {who}: {n} carte su {size}</translation>
    </message>
    <message>
        <source>Your hand ({who}): {n} of {size} cards</source>
        <translation>La tua mano ({who}): {n} carte su {size}</translation>
    </message>
    <message>
        <source>Hands are secret</source>
        <translation>Le mani sono segrete</translation>
    </message>
    <message>
        <source>{who} discards ({n}): {top}</source>
        <translation>Scarti del giocatore {who} ({n}): {top}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>Game over: the {who} player wins. {why}</source>
        <translation>Partita finita: vince il giocatore {who}. {why}</translation>
    </message>
    <message>
        <source>Game over: nobody wins. {why}</source>
        <translation>Partita finita: nessuno vince. {why}</translation>
    </message>
    <message>
        <source>You left the card game: the board is a sandbox on this position and nothing done there counts. Back to the card game puts the position back.</source>
        <translation>Sei uscito dalla partita a carte: la mappa è libera su questa posizione e nulla di ciò che vi fai conta. Torna alla partita a carte ripristina la posizione.</translation>
    </message>
    <message>
        <source>The {who} side is thinking...</source>
        <translation>Il lato {who} sta pensando...</translation>
    </message>
    <message>
        <source>The {who} player: {prompt}</source>
        <translation>Il giocatore {who}: {prompt}</translation>
    </message>
    <message>
        <source>Play a card from your hand as an order, or pass. After a Move or Advance you may drag its units on the board.</source>
        <translation>Gioca una carta della mano come ordine, o passa. Dopo un Movimento o un&apos;Avanzata puoi trascinare le sue unità sulla mappa.</translation>
    </message>
    <message>
        <source>The automatic side could not answer: {why}</source>
        <translation>Il lato automatico non ha potuto rispondere: {why}</translation>
    </message>
    <message>
        <source>Open the card game in the main window to save it</source>
        <translation>Apri la partita a carte nella finestra principale per salvarla</translation>
    </message>
    <message>
        <source>the game does not replay with this game box: {why}</source>
        <translation>la partita non si rigioca con questa scatola di gioco: {why}</translation>
    </message>
    <message>
        <source>Cannot open {path}: {error}</source>
        <translation>Impossibile aprire {path}: {error}</translation>
    </message>
    <message>
        <source>unreadable</source>
        <translation>illeggibile</translation>
    </message>
    <message>
        <source>{path} is not a card game save</source>
        <translation>{path} non è un salvataggio di partita a carte</translation>
    </message>
    <message>
        <source>Resumed card game {path}</source>
        <translation>Ripresa la partita a carte {path}</translation>
    </message>
    <message>
        <source>Resume a card game</source>
        <translation>Riprendi una partita a carte</translation>
    </message>
    <message>
        <source>Card game (*.yaml *.yml)</source>
        <translation>Partita a carte (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Two players at this screen (secret hands)</source>
        <translation>Due giocatori a questo schermo (mani segrete)</translation>
    </message>
    <message>
        <source>Play the Allies against the automatic Japanese</source>
        <translation>Gioca gli Alleati contro i giapponesi automatici</translation>
    </message>
    <message>
        <source>Play Japan against the automatic Allies</source>
        <translation>Gioca il Giappone contro gli Alleati automatici</translation>
    </message>
    <message>
        <source>Automatic: strong (plans ahead)</source>
        <extracomment>the automatic opponent, strongest first: (player kind of play/players.py, label)</extracomment>
        <translation>Automatico: forte (pianifica)</translation>
    </message>
    <message>
        <source>Automatic: fast</source>
        <translation>Automatico: veloce</translation>
    </message>
    <message>
        <source>Automatic: random</source>
        <translation>Automatico: casuale</translation>
    </message>
    <message>
        <source>The strong opponent tries its answers ahead in games drawn from what it may know (never your hand); the fast one takes the best-looking answer</source>
        <translation>L&apos;avversario forte prova in anticipo le sue risposte in partite estratte da ciò che può sapere (mai la tua mano); quello veloce sceglie la risposta che sembra migliore</translation>
    </message>
    <message>
        <source>Opponent:</source>
        <translation>Avversario:</translation>
    </message>
    <message>
        <source>The same seed deals the same cards: note it to play this game again</source>
        <translation>Lo stesso seme distribuisce le stesse carte: annotalo per rigiocare questa partita</translation>
    </message>
    <message>
        <source>Shuffle (seed):</source>
        <translation>Mescolata (seme):</translation>
    </message>
    <message>
        <source>This game counts: no answer can be undone once a card has been revealed</source>
        <translation>Questa partita conta: nessuna risposta si può annullare dopo che è stata rivelata una carta</translation>
    </message>
    <message>
        <source>Offer the Initiative re-roll after each roll (10.1)</source>
        <translation>Offri di ritirare con l&apos;Iniziativa dopo ogni tiro (10.1)</translation>
    </message>
    <message>
        <source>Its holder is asked after every roll whether to cancel it and roll again, handing the card over. Unticked, nobody re-rolls and the card only breaks ties.</source>
        <translation>Dopo ogni tiro si chiede a chi la possiede se annullarlo e ritirare, cedendo la carta. Se non è spuntata, nessuno ritira e la carta serve solo a spareggiare.</translation>
    </message>
    <message>
        <source>This game box has no scenario yet: create or generate one first.</source>
        <translation>Questa scatola di gioco non ha ancora scenari: creane o generane uno prima.</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Play the card game</source>
        <translation>Gioca la partita a carte</translation>
    </message>
    <message>
        <source>Scenario:</source>
        <translation>Scenario:</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
</context>
<context>
    <name>HouseRuleHelp</name>
    <message>
        <source>random: one map drawn with equal chance from the data set&apos;s maps; choose: the players pick. The RSG steps never say how the map is found, so the default keeps the generation fully random.</source>
        <translation>random: una mappa estratta con pari probabilità tra quelle della raccolta dati; choose: la scelgono i giocatori. I passi del RSG non dicono mai come si trova la mappa, quindi il valore predefinito mantiene la generazione del tutto casuale.</translation>
    </message>
    <message>
        <source>random: white die 1-3 wide (players on the long edges), 4-6 narrow (players on the short edges); wide/narrow: fixed. The rules give depths for both and no way to pick one, so an even chance keeps both in play.</source>
        <translation>random: dado bianco 1-3 largo (giocatori sui lati lunghi), 4-6 stretto (giocatori sui lati corti); wide/narrow: fissato. Le regole danno le profondità per entrambi e nessun modo di sceglierne uno, quindi una probabilità pari li tiene in gioco entrambi.</translation>
    </message>
    <message>
        <source>random: one year drawn with equal chance from the years the rule set and the forces data support; choose: the players pick. Undefined in the RSG steps; an even draw keeps every table year in use.</source>
        <translation>random: un anno estratto con pari probabilità tra quelli che il regolamento e i dati delle forze coprono; choose: lo scelgono i giocatori. Non definito nei passi del RSG; un&apos;estrazione pari tiene in uso ogni anno delle tabelle.</translation>
    </message>
    <message>
        <source>random: US or Commonwealth with equal chance (among those the data set has forces for); US or CW: fixed. The RSG steps do not say who Japan fights, so neither is favoured.</source>
        <translation>random: US o Commonwealth con pari probabilità (tra quelli per cui la raccolta dati ha forze); US o CW: fissato. I passi del RSG non dicono contro chi combatte il Giappone, quindi nessuno dei due è favorito.</translation>
    </message>
    <message>
        <source>random: either side is Player 1 with equal chance; japan/allied: fixed. Player 1 draws the open and one secret chit (RSG 3) and the procedure never says who that is, so a coin flip is fairest.</source>
        <translation>random: ciascuna parte è il giocatore 1 con pari probabilità; japan/allied: fissato. Il giocatore 1 pesca il segnalino obiettivo scoperto e uno segreto (RSG 3) e la procedura non dice mai chi sia, quindi un lancio di moneta è la scelta più equa.</translation>
    </message>
    <message>
        <source>fate_deck: rolls come from an emulated 72-card Fate deck (each white/coloured pair twice), as at the table; 2d6: independent dice. The game has no real dice, so the deck is the faithful default.</source>
        <translation>fate_deck: i tiri vengono da un mazzo del Fato emulato di 72 carte (ogni coppia bianco/colorato due volte), come al tavolo; 2d6: dadi indipendenti. Il gioco non ha dadi veri, quindi il mazzo è il valore predefinito fedele.</translation>
    </message>
    <message>
        <source>2d6: the Allied Troop Quality roll is the sum of both dice (columns 2-12); white: the white die only (columns 1-6). The RSG step does not name the dice; a normal roll is the sum (1.9), hence 2d6.</source>
        <translation>2d6: il tiro alleato per la qualità delle truppe è la somma dei due dadi (colonne 2-12); white: solo il dado bianco (colonne 1-6). Il passo del RSG non nomina i dadi; un tiro normale è la somma (1.9), da cui 2d6.</translation>
    </message>
    <message>
        <source>false: a support roll buys exactly one item of its column; true: the roller may buy several items of the column. The step says &apos;at least one unit&apos;; one per roll is the literal minimum and keeps the VP swing of a single roll small.</source>
        <translation>false: un tiro di supporto compra esattamente un elemento della sua colonna; true: chi tira può comprarne diversi della colonna. Il passo dice &apos;almeno un&apos;unità&apos;; uno per tiro è il minimo letterale e contiene lo spostamento di PV di un singolo tiro.</translation>
    </message>
    <message>
        <source>skip: when the column offers no item available for the year (or none the roller may pay for), the roll buys nothing and the support loop ends; reroll: roll again until a column offers one. &apos;Must purchase ... if possible&apos; reads as a purchase only when one exists (as O28.1b ends an order it cannot fill), hence skip.</source>
        <translation>skip: quando la colonna non offre elementi disponibili per l&apos;anno (o nessuno che chi tira possa pagare), il tiro non compra nulla e gli acquisti di supporto finiscono; reroll: si ritira finché una colonna ne offre uno. &apos;Deve acquistare ... se possibile&apos; si legge come un acquisto solo quando ne esiste uno (come O28.1b chiude un ordine che non può eseguire), da cui skip.</translation>
    </message>
    <message>
        <source>true: Japanese Support Table sighting-marker entries may be bought during support rolls; false: only units. They are genuine Support Table items (E70), so they stay buyable by default.</source>
        <translation>true: le voci dei segnalini di Avvistamento della Tabella del Supporto giapponese si possono comprare durante i tiri di supporto; false: solo unità. Sono veri elementi della Tabella del Supporto (E70), quindi per impostazione predefinita restano acquistabili.</translation>
    </message>
    <message>
        <source>by_vp_marker: the Banzai line of RSG 7 changes Japan&apos;s posture and quality only, so the Allies keep the posture the VP marker gave them (VP at 0: Recon; Japan holding the marker: Attacker; the Allies holding it: Defender). defender, attacker or recon: a house rule fixing the Allied posture instead. The text is the default.</source>
        <translation>by_vp_marker: la riga Banzai di RSG 7 cambia solo postura e qualità del Giappone, quindi gli Alleati mantengono la postura data dal segnalino PV (PV a 0: Ricognizione; Giappone col segnalino: Attaccante; Alleati col segnalino: Difensore). defender, attacker o recon: una regola della casa che fissa invece la postura alleata. Il valore predefinito è il testo.</translation>
    </message>
    <message>
        <source>Who takes the first turn when both postures move first (e.g. Banzai against an Allied Attacker). initiative: the higher OB Initiative number (as for Recon against Recon); japan/allied: fixed. Reusing the Recon tie-break keeps one rule for all ties.</source>
        <translation>Chi gioca il primo turno quando entrambe le posture muovono per prime (per esempio Banzai contro un Attaccante alleato). initiative: il numero di Iniziativa dell&apos;OB più alto (come in Ricognizione contro Ricognizione); japan/allied: fissato. Riusare lo spareggio della Ricognizione tiene una sola regola per tutti i pareggi.</translation>
    </message>
    <message>
        <source>Who takes the Initiative card when both OB Initiative numbers are equal. roll: each side rolls, high roll wins, ties re-rolled; japan/allied/player_one: fixed. A roll favours no side.</source>
        <translation>Chi prende la carta Iniziativa quando i due numeri di Iniziativa degli OB sono uguali. roll: ogni parte tira, vince il tiro più alto, i pareggi si ritirano; japan/allied/player_one: fissato. Un tiro non favorisce nessuna parte.</translation>
    </message>
    <message>
        <source>RSG step 8 when both checks apply. invader_first: an Attacker on a river edge becomes Invader before any rotation is considered; rotate_first: rotate for the other side&apos;s river first, then check the Attacker&apos;s new edge. The step lists the Invader check first, hence the default.</source>
        <translation>Passo 8 del RSG quando valgono entrambi i controlli. invader_first: un Attaccante su un bordo con fiume diventa Invasore prima di considerare qualsiasi rotazione; rotate_first: prima si ruota per il fiume dell&apos;altra parte, poi si controlla il nuovo bordo dell&apos;Attaccante. Il passo elenca prima il controllo dell&apos;Invasore, da cui il valore predefinito.</translation>
    </message>
    <message>
        <source>keep: after a rotation, rivers on the new edges are ignored (the map is turned once only); invader: an Attacker now facing a river becomes Invader. Rotating again could loop, so one turn is final.</source>
        <translation>keep: dopo una rotazione i fiumi sui nuovi bordi si ignorano (la mappa si ruota una volta sola); invader: un Attaccante che ora ha davanti un fiume diventa Invasore. Ruotare di nuovo potrebbe non finire mai, quindi una rotazione è definitiva.</translation>
    </message>
    <message>
        <source>Which side sets up first outside Recon against Recon (there the higher Initiative goes first). defender_first: the Defender (or Banzai&apos;s opponent) places first; attacker_first: the other way. Defender first is the series&apos; usual practice.</source>
        <translation>Quale parte si schiera per prima fuori dalla Ricognizione contro Ricognizione (lì si schiera prima l&apos;Iniziativa più alta). defender_first: piazza prima il Difensore (o l&apos;avversario dei Banzai); attacker_first: il contrario. Il Difensore per primo è la prassi abituale della serie.</translation>
    </message>
    <message>
        <source>The most of an Invader&apos;s units, in percent (rounded down), that set up on the map; the rest wait on the Time Track. RSG 10 says half or fewer on the map and 17.4b at least half on the Time Track, so 50 is the most the text allows; a lower value keeps more of the landing back.</source>
        <translation>Quante unità dell&apos;Invasore al massimo, in percentuale (arrotondata per difetto), si schierano sulla mappa; le altre attendono sul tracciato del Tempo. RSG 10 dice metà o meno sulla mappa e 17.4b almeno metà sul tracciato del Tempo, quindi 50 è il massimo che il testo permette; un valore più basso tiene indietro una parte maggiore dello sbarco.</translation>
    </message>
    <message>
        <source>The Time Track space where an Invader&apos;s off-map units wait. The rules leave it open; space 1 brings the landing in at the first Time advance, like a second wave.</source>
        <translation>La casella del tracciato del Tempo dove attendono le unità fuori mappa di un Invasore. Le regole la lasciano aperta; la casella 1 fa entrare lo sbarco al primo avanzamento del Tempo, come una seconda ondata.</translation>
    </message>
    <message>
        <source>RSG 10 lets a Banzai unit set up along Japan&apos;s edge or on Time space 1, and nothing asks the whole force to do the same. choose: the Japanese player picks, unit by unit, which wait on Time space 1 (none, some or all); edge: every unit on the edge; time_space_1: every unit on Time space 1. The text allows the mix, so the player&apos;s choice is the default.</source>
        <translation>RSG 10 permette a un&apos;unità Banzai di schierarsi lungo il bordo del Giappone o sulla casella 1 del Tempo, e nulla chiede a tutta la forza di fare lo stesso. choose: il giocatore giapponese sceglie, unità per unità, quali attendono sulla casella 1 del Tempo (nessuna, alcune o tutte); edge: ogni unità sul bordo; time_space_1: ogni unità sulla casella 1 del Tempo. Il testo permette di mescolarle, quindi il valore predefinito è la scelta del giocatore.</translation>
    </message>
    <message>
        <source>none: no objective starts controlled; nearest: each objective starts controlled by the side whose friendly edge is nearer (ties uncontrolled). Step 12 gives all objectives to the Defender and there is none here, and objectives may start uncontrolled (14.3.1).</source>
        <translation>none: nessun obiettivo parte controllato; nearest: ogni obiettivo parte controllato dalla parte col bordo amico più vicino (a pari distanza, non controllato). Il passo 12 dà tutti gli obiettivi al Difensore e qui non ce n&apos;è uno, e gli obiettivi possono partire non controllati (14.3.1).</translation>
    </message>
    <message>
        <source>true: Japan may buy up to 8 Sighting markers at 1 VP each whatever its lead, the marker crossing 0 if need be: step 13 sets no cap but 8 (step 9 caps the fortification purchase at the lead, step 13 does not). false: a house rule keeping the purchase within Japan&apos;s lead. The text is the default.</source>
        <translation>true: il Giappone può comprare fino a 8 segnalini di Avvistamento a 1 PV l&apos;uno qualunque sia il suo vantaggio, facendo superare lo 0 al segnalino se serve: il passo 13 non pone limiti oltre a 8 (il passo 9 limita l&apos;acquisto di fortificazioni al vantaggio, il passo 13 no). false: una regola della casa che tiene l&apos;acquisto entro il vantaggio del Giappone. Il valore predefinito è il testo.</translation>
    </message>
    <message>
        <source>true: a modified white-die result above or below the Leader Table is read on its last or first row; false: an off-table result gives no leader. The table&apos;s extreme rows are the natural reading of a modifier pushing past them.</source>
        <translation>true: un risultato modificato del dado bianco oltre la Tabella dei Capi si legge sulla sua ultima o prima riga; false: un risultato fuori tabella non dà nessun capo. Le righe estreme della tabella sono la lettura naturale di un modificatore che le supera.</translation>
    </message>
    <message>
        <source>reroll: a leader roll that names only leaders the side already has is rolled again (up to six times, then no leader); allow: the side may take the same leader counter twice. The countermix holds one counter of each leader, so the default never puts a counter on the table twice.</source>
        <translation>reroll: un tiro per i capi che nomina solo capi che la parte ha già si ritira (fino a sei volte, poi nessun capo); allow: la parte può prendere due volte la stessa pedina di capo. Il set di pedine ha una pedina per capo, quindi il valore predefinito non mette mai due volte la stessa pedina in gioco.</translation>
    </message>
</context>
<context>
    <name>HouseRuleValues</name>
    <message>
        <source>random</source>
        <translation>a caso</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>scelgono i giocatori</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>largo</translation>
    </message>
    <message>
        <source>narrow</source>
        <translation>stretto</translation>
    </message>
    <message>
        <source>US</source>
        <translation>US</translation>
    </message>
    <message>
        <source>CW</source>
        <translation>CW</translation>
    </message>
    <message>
        <source>japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>allied</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>fate_deck</source>
        <translation>mazzo del Fato</translation>
    </message>
    <message>
        <source>2d6</source>
        <translation>2d6</translation>
    </message>
    <message>
        <source>white</source>
        <translation>dado bianco</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>salta</translation>
    </message>
    <message>
        <source>reroll</source>
        <translation>ritira</translation>
    </message>
    <message>
        <source>by_vp_marker</source>
        <translation>secondo il segnalino PV</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>difensore</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaccante</translation>
    </message>
    <message>
        <source>recon</source>
        <translation>ricognizione</translation>
    </message>
    <message>
        <source>initiative</source>
        <translation>Iniziativa</translation>
    </message>
    <message>
        <source>roll</source>
        <translation>tiro</translation>
    </message>
    <message>
        <source>player_one</source>
        <translation>giocatore 1</translation>
    </message>
    <message>
        <source>invader_first</source>
        <translation>prima l&apos;invasore</translation>
    </message>
    <message>
        <source>rotate_first</source>
        <translation>prima la rotazione</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>resta</translation>
    </message>
    <message>
        <source>invader</source>
        <translation>invasore</translation>
    </message>
    <message>
        <source>defender_first</source>
        <translation>prima il difensore</translation>
    </message>
    <message>
        <source>attacker_first</source>
        <translation>prima l&apos;attaccante</translation>
    </message>
    <message>
        <source>edge</source>
        <translation>sul bordo</translation>
    </message>
    <message>
        <source>time_space_1</source>
        <translation>casella 1 del Tempo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source>nearest</source>
        <translation>il più vicino</translation>
    </message>
    <message>
        <source>allow</source>
        <translation>ammesso</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
</context>
<context>
    <name>HouseRules</name>
    <message>
        <source>Map choice</source>
        <translation>Scelta della mappa</translation>
    </message>
    <message>
        <source>Map orientation</source>
        <translation>Orientamento della mappa</translation>
    </message>
    <message>
        <source>Year choice</source>
        <translation>Scelta dell&apos;anno</translation>
    </message>
    <message>
        <source>Allied nation</source>
        <translation>Nazione alleata</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Dadi</translation>
    </message>
    <message>
        <source>Troop quality dice</source>
        <translation>Dadi per la qualità delle truppe</translation>
    </message>
    <message>
        <source>Several items per support roll</source>
        <translation>Più acquisti per tiro di supporto</translation>
    </message>
    <message>
        <source>Unaffordable support roll</source>
        <translation>Tiro di supporto non pagabile</translation>
    </message>
    <message>
        <source>Sighting markers from the Support Table</source>
        <translation>Segnalini di Avvistamento dalla Tabella del Supporto</translation>
    </message>
    <message>
        <source>Allied posture against a Banzai Force</source>
        <translation>Postura alleata contro una Forza Banzai</translation>
    </message>
    <message>
        <source>First player when both move first</source>
        <translation>Primo giocatore se entrambi muovono per primi</translation>
    </message>
    <message>
        <source>Initiative tie</source>
        <translation>Iniziativa pari</translation>
    </message>
    <message>
        <source>River checks order</source>
        <translation>Ordine dei controlli dei fiumi</translation>
    </message>
    <message>
        <source>Rivers after rotation</source>
        <translation>Fiumi dopo la rotazione</translation>
    </message>
    <message>
        <source>Setup order</source>
        <translation>Ordine di schieramento</translation>
    </message>
    <message>
        <source>Invader units on the map</source>
        <translation>Unità dell&apos;invasore sulla mappa</translation>
    </message>
    <message>
        <source>Invader reinforcement space</source>
        <translation>Casella dei rinforzi dell&apos;invasore</translation>
    </message>
    <message>
        <source>Banzai setup</source>
        <translation>Schieramento Banzai</translation>
    </message>
    <message>
        <source>Objective control in Recon against Recon</source>
        <translation>Controllo degli obiettivi in Ricognizione contro Ricognizione</translation>
    </message>
    <message>
        <source>Sighting markers may cross zero</source>
        <translation>I segnalini di Avvistamento possono superare lo zero</translation>
    </message>
    <message>
        <source>Clamp modified leader rolls</source>
        <translation>Limita i tiri modificati per i capi</translation>
    </message>
    <message>
        <source>Leader already in the force</source>
        <translation>Capo già nella forza</translation>
    </message>
</context>
<context>
    <name>Inspector</name>
    <message>
        <source>Playtest</source>
        <translation>Prova</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Raccolta dati</translation>
    </message>
    <message>
        <source>Document:</source>
        <translation>Documento:</translation>
    </message>
    <message>
        <source>Kind:</source>
        <translation>Tipo:</translation>
    </message>
    <message>
        <source>Selected:</source>
        <translation>Selezione:</translation>
    </message>
    <message>
        <source>No data set</source>
        <translation>Nessuna raccolta dati</translation>
    </message>
    <message>
        <source>Whole document</source>
        <translation>Intero documento</translation>
    </message>
    <message>
        <source>The selected item is no longer in the document.</source>
        <translation>L&apos;elemento selezionato non è più nel documento.</translation>
    </message>
    <message>
        <source>(unnamed)</source>
        <translation>(senza nome)</translation>
    </message>
    <message>
        <source>Select a cell to see its value and problems here.</source>
        <translation>Seleziona una cella per vederne qui il valore e i problemi.</translation>
    </message>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Forze</translation>
    </message>
    <message>
        <source>Objective chits</source>
        <translation>Segnalini obiettivo</translation>
    </message>
    <message>
        <source>Fortification OB</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>Mazzo del Fato</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>{n} entries</source>
        <translation>{n} voci</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vuoto)</translation>
    </message>
    <message>
        <source>No problems.</source>
        <translation>Nessun problema.</translation>
    </message>
    <message>
        <source>... and {n} more</source>
        <translation>... e altri {n}</translation>
    </message>
</context>
<context>
    <name>Layouts</name>
    <message>
        <source>Trace</source>
        <translation>Ricalco</translation>
    </message>
    <message>
        <source>Design</source>
        <translation>Progetto</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Trace layout: the map editor with Problems and History below it</source>
        <translation>Disposizione Ricalco: l&apos;editor della mappa con Problemi e Cronologia sotto</translation>
    </message>
    <message>
        <source>Design layout: data set, Inspector and Problems around the forces and scenario editors</source>
        <translation>Disposizione Progetto: raccolta dati, Ispettore e Problemi attorno agli editor delle forze e degli scenari</translation>
    </message>
    <message>
        <source>Play layout: no docks, the board, the card game and the battle wizard have the whole window</source>
        <translation>Disposizione Gioco: nessun pannello, la plancia, la partita a carte e la procedura guidata della battaglia occupano tutta la finestra</translation>
    </message>
    <message>
        <source>{task} Layout</source>
        <translation>Disposizione {task}</translation>
    </message>
    <message>
        <source>Switch Layout with the Current Tab</source>
        <translation>Cambia disposizione con la scheda corrente</translation>
    </message>
    <message>
        <source>Reset Layout</source>
        <translation>Ripristina disposizione</translation>
    </message>
    <message>
        <source>Task &amp;Layout</source>
        <translation>&amp;Disposizione di lavoro</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>About CC:P Scenario Studio</source>
        <translation>Informazioni su CC:P Scenario Studio</translation>
    </message>
    <message>
        <source>&lt;b&gt;CC:P Scenario Studio&lt;/b&gt; {version}&lt;br&gt;Trace maps, enter forces data, generate, design and playtest scenarios for Combat Commander: Pacific.&lt;br&gt;&lt;br&gt;Enter the game&apos;s tables from your own copy; the shipped demo data set holds placeholder values only.</source>
        <translation>&lt;b&gt;CC:P Scenario Studio&lt;/b&gt; {version}&lt;br&gt;Ricalca mappe, inserisci i dati delle forze, genera, progetta e prova scenari per Combat Commander: Pacific.&lt;br&gt;&lt;br&gt;Inserisci le tabelle del gioco dalla tua copia; la raccolta dati dimostrativa fornita contiene solo valori segnaposto.</translation>
    </message>
    <message>
        <source>CC:P Scenario Studio</source>
        <translation>CC:P Scenario Studio</translation>
    </message>
    <message>
        <source>Welcome</source>
        <translation>Benvenuto</translation>
    </message>
    <message>
        <source>&lt;original&gt;</source>
        <translation>&lt;originale&gt;</translation>
    </message>
    <message>
        <source>Data set</source>
        <translation>Raccolta dati</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Cronologia</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Ispettore</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemi</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Pronto</translation>
    </message>
    <message>
        <source>&amp;New...</source>
        <translation>&amp;Nuovo...</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Apri...</translation>
    </message>
    <message>
        <source>Open &amp;Data Set...</source>
        <translation>Apri &amp;raccolta dati...</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Salva &amp;come...</translation>
    </message>
    <message>
        <source>Save A&amp;ll</source>
        <translation>Salva &amp;tutto</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Chiudi</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <source>Copy Rows</source>
        <translation>Copia righe</translation>
    </message>
    <message>
        <source>Paste Rows</source>
        <translation>Incolla righe</translation>
    </message>
    <message>
        <source>Insert Row</source>
        <translation>Inserisci riga</translation>
    </message>
    <message>
        <source>Remove Rows</source>
        <translation>Rimuovi righe</translation>
    </message>
    <message>
        <source>Import CSV or Excel...</source>
        <translation>Importa CSV o Excel...</translation>
    </message>
    <message>
        <source>Export CSV or Excel...</source>
        <translation>Esporta CSV o Excel...</translation>
    </message>
    <message>
        <source>&amp;Preferences...</source>
        <translation>&amp;Preferenze...</translation>
    </message>
    <message>
        <source>&amp;Welcome Page</source>
        <translation>Pagina di &amp;benvenuto</translation>
    </message>
    <message>
        <source>&amp;Validate All</source>
        <translation>&amp;Verifica tutto</translation>
    </message>
    <message>
        <source>&amp;About CC:P Scenario Studio</source>
        <translation>&amp;Informazioni su CC:P Scenario Studio</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>Not a data set folder (no {manifest}): {path}</source>
        <translation>Non è una cartella di raccolta dati (manca {manifest}): {path}</translation>
    </message>
    <message>
        <source>the data set could not be loaded: {error}</source>
        <translation>impossibile caricare il data set: {error}</translation>
    </message>
    <message>
        <source>Opened data set {name} ({path})</source>
        <translation>Aperta la raccolta dati {name} ({path})</translation>
    </message>
    <message>
        <source>The demo data set is not installed</source>
        <translation>Il data set demo non è installato</translation>
    </message>
    <message>
        <source>the data set check stopped: {error}</source>
        <translation>il controllo del data set si è interrotto: {error}</translation>
    </message>
    <message>
        <source>No such file: {path}</source>
        <translation>File inesistente: {path}</translation>
    </message>
    <message>
        <source>Could not open {problem}</source>
        <translation>Impossibile aprire {problem}</translation>
    </message>
    <message>
        <source>Could not open {path}: {problem}</source>
        <translation>Impossibile aprire {path}: {problem}</translation>
    </message>
    <message>
        <source>Cannot open {name}</source>
        <translation>Impossibile aprire {name}</translation>
    </message>
    <message numerus="yes">
        <source>{path} cannot be opened: %n problem(s), listed in the Problems panel.</source>
        <translation>
            <numerusform>Impossibile aprire {path}: %n problema, elencato nel pannello Problemi.</numerusform>
            <numerusform>Impossibile aprire {path}: %n problemi, elencati nel pannello Problemi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Problems ({errors}, {warnings})</source>
        <translation>Problemi ({errors}, {warnings})</translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n errore</numerusform>
            <numerusform>%n errori</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n avviso</numerusform>
            <numerusform>%n avvisi</numerusform>
        </translation>
    </message>
    <message>
        <source>Opened {name}</source>
        <translation>Aperto {name}</translation>
    </message>
    <message>
        <source>Unknown view: {name}</source>
        <translation>Vista sconosciuta: {name}</translation>
    </message>
    <message>
        <source>New forces</source>
        <translation>Nuove forze</translation>
    </message>
    <message>
        <source>New chits</source>
        <translation>Nuovi segnalini</translation>
    </message>
    <message>
        <source>New fortification OB</source>
        <translation>Nuovo OB fortificazioni</translation>
    </message>
    <message>
        <source>Open document</source>
        <translation>Apri documento</translation>
    </message>
    <message>
        <source>Documents and scans (*.yaml *.yml *.png *.jpg *.jpeg *.tif *.tiff)</source>
        <translation>Documenti e scansioni (*.yaml *.yml *.png *.jpg *.jpeg *.tif *.tiff)</translation>
    </message>
    <message>
        <source>Open data set folder</source>
        <translation>Apri cartella della raccolta dati</translation>
    </message>
    <message>
        <source>Not saved: {path} leads outside the game box</source>
        <translation>Non salvato: {path} porta fuori dalla scatola di gioco</translation>
    </message>
    <message>
        <source>Could not save {path}: {error}</source>
        <translation>Impossibile salvare {path}: {error}</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Salvataggio non riuscito</translation>
    </message>
    <message>
        <source>Save document as</source>
        <translation>Salva documento come</translation>
    </message>
    <message>
        <source>Documents (*.yaml *.yml)</source>
        <translation>Documenti (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>{name} was changed on disk</source>
        <translation>{name} è cambiato sul disco</translation>
    </message>
    <message>
        <source>Could not reload {path}: {problem}</source>
        <translation>Impossibile ricaricare {path}: {problem}</translation>
    </message>
    <message>
        <source>Reloaded {path}</source>
        <translation>Ricaricato {path}</translation>
    </message>
    <message>
        <source>Not available in this view</source>
        <translation>Non disponibile in questa vista</translation>
    </message>
    <message>
        <source>Preferences saved</source>
        <translation>Preferenze salvate</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Clear Recent Files</source>
        <translation>Svuota file recenti</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
    <message>
        <source>never saved</source>
        <translation>mai salvato</translation>
    </message>
    <message numerus="yes">
        <source>Autosaved %n document(s)</source>
        <translation>
            <numerusform>Salvataggio automatico di %n documento</numerusform>
            <numerusform>Salvataggio automatico di %n documenti</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded %n recovered document(s)</source>
        <translation>
            <numerusform>Scartato %n documento recuperato</numerusform>
            <numerusform>Scartati %n documenti recuperati</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not restore {title}: {problem}</source>
        <translation>Impossibile ripristinare {title}: {problem}</translation>
    </message>
    <message>
        <source>Restore unsaved changes</source>
        <translation>Ripristina modifiche non salvate</translation>
    </message>
    <message>
        <source>Restored {title}</source>
        <translation>Ripristinato {title}</translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message>
        <source>Map editor</source>
        <translation>Editor della mappa</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) rounded to {d} decimals</source>
        <translation>
            <numerusform>%n forma arrotondata a {d} decimali</numerusform>
            <numerusform>%n forme arrotondate a {d} decimali</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stored hex terrain brought up to date in %n hex(es)</source>
        <translation>
            <numerusform>terreno degli esagoni salvato aggiornato in %n esagono</numerusform>
            <numerusform>terreno degli esagoni salvato aggiornato in %n esagoni</numerusform>
        </translation>
    </message>
    <message>
        <source>L{n}</source>
        <translation>L{n}</translation>
    </message>
    <message>
        <source> crest</source>
        <translation> cresta</translation>
    </message>
    <message>
        <source>snapping on</source>
        <translation>aggancio attivo</translation>
    </message>
    <message>
        <source>snapping off</source>
        <translation>aggancio disattivato</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Undo the last edit (Ctrl+Z)</source>
        <translation>Annulla l&apos;ultima modifica (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Ripeti</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>Ripeti (Ctrl+Maiusc+Z)</translation>
    </message>
    <message>
        <source>Snap</source>
        <translation>Aggancia</translation>
    </message>
    <message>
        <source>Snap to vertices and edges (S)</source>
        <translation>Aggancia a vertici e lati (S)</translation>
    </message>
    <message>
        <source>Trace along</source>
        <translation>Segui il bordo</translation>
    </message>
    <message>
        <source>Clicking two vertices of one shape follows its border</source>
        <translation>Cliccando due vertici della stessa forma se ne segue il bordo</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Show the whole map</source>
        <translation>Mostra l&apos;intera mappa</translation>
    </message>
    <message>
        <source>Scan and files</source>
        <translation>Scansione e file</translation>
    </message>
    <message>
        <source>Open a scan; import or export GeoJSON; export the map as an image</source>
        <translation>Apri una scansione; importa o esporta GeoJSON; esporta la mappa come immagine</translation>
    </message>
    <message>
        <source>Open scan...</source>
        <translation>Apri scansione...</translation>
    </message>
    <message>
        <source>Open a PNG, JPEG or TIFF scan of the map</source>
        <translation>Apri una scansione della mappa in PNG, JPEG o TIFF</translation>
    </message>
    <message>
        <source>Import GeoJSON...</source>
        <translation>Importa GeoJSON...</translation>
    </message>
    <message>
        <source>Export GeoJSON...</source>
        <translation>Esporta GeoJSON...</translation>
    </message>
    <message>
        <source>Export image...</source>
        <translation>Esporta immagine...</translation>
    </message>
    <message>
        <source>Export the map as PNG or SVG</source>
        <translation>Esporta la mappa come PNG o SVG</translation>
    </message>
    <message>
        <source>Select all</source>
        <translation>Seleziona tutto</translation>
    </message>
    <message>
        <source>Select every shape that can be edited (Ctrl+A)</source>
        <translation>Seleziona tutte le forme modificabili (Ctrl+A)</translation>
    </message>
    <message>
        <source>Simplify</source>
        <translation>Semplifica</translation>
    </message>
    <message>
        <source>Fewer vertices in the selected shapes</source>
        <translation>Meno vertici nelle forme selezionate</translation>
    </message>
    <message>
        <source>Merge</source>
        <translation>Unisci</translation>
    </message>
    <message>
        <source>Join the selected areas of one Type into one</source>
        <translation>Unisce in una sola le aree selezionate dello stesso Tipo</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Delete the selected shapes</source>
        <translation>Elimina le forme selezionate</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Strumento</translation>
    </message>
    <message>
        <source>Snap distance (px)</source>
        <translation>Distanza di aggancio (px)</translation>
    </message>
    <message>
        <source>Simplify tolerance (hex units)</source>
        <translation>Tolleranza di semplificazione (unità esagono)</translation>
    </message>
    <message>
        <source>Type the hex id in the Calibration tab, then click that hex&apos;s centre dot on the scan. Three hexes far apart fit the grid; more show which click is off. Drag a cross to adjust it, right-click to remove it.</source>
        <translation>Scrivi l&apos;id dell&apos;esagono nella scheda Calibrazione, poi clicca il punto centrale di quell&apos;esagono sulla scansione. Tre esagoni lontani tra loro bastano ad adattare la griglia; con altri si vede quale clic è fuori posto. Trascina una croce per correggerla, clic destro per rimuoverla.</translation>
    </message>
    <message>
        <source>Terrain Type</source>
        <translation>Tipo di terreno</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Linea</translation>
    </message>
    <message>
        <source>Click the bridge&apos;s centre line from one bank to the other; Enter finishes. Width {w} hex.</source>
        <translation>Clicca la linea centrale del ponte da una sponda all&apos;altra; Invio per terminare. Larghezza {w} esagono.</translation>
    </message>
    <message>
        <source>Drawn as</source>
        <translation>Disegnato come</translation>
    </message>
    <message>
        <source>(derived)</source>
        <translation>(derivato)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Terreno</translation>
    </message>
    <message>
        <source>Crest</source>
        <translation>Cresta</translation>
    </message>
    <message>
        <source>Reason</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Layer</source>
        <translation>Livello grafico</translation>
    </message>
    <message>
        <source>The hex whose centre dot was clicked</source>
        <translation>L&apos;esagono di cui è stato cliccato il punto centrale</translation>
    </message>
    <message>
        <source>Residual px</source>
        <translation>Residuo px</translation>
    </message>
    <message>
        <source>How far the click lies from the fitted grid, in scan pixels</source>
        <translation>Quanto il clic dista dalla griglia adattata, in pixel della scansione</translation>
    </message>
    <message>
        <source>The residual across and down, in scan pixels</source>
        <translation>Il residuo in orizzontale e in verticale, in pixel della scansione</translation>
    </message>
    <message>
        <source>Scan x, y</source>
        <translation>Scansione x, y</translation>
    </message>
    <message>
        <source>Where the click is on the scan, in pixels</source>
        <translation>Dove si trova il clic sulla scansione, in pixel</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Opacità</translation>
    </message>
    <message>
        <source>Propose</source>
        <translation>Proponi</translation>
    </message>
    <message>
        <source>Write world file for QGIS</source>
        <translation>Scrivi il world file per QGIS</translation>
    </message>
    <message>
        <source>A world file and a Georeferencer points file next to the scan, so QGIS lays the scan under exported shapes</source>
        <translation>Un world file e un file di punti del Georeferenziatore accanto alla scansione, così QGIS pone la scansione sotto le forme esportate</translation>
    </message>
    <message>
        <source>Width of selected lines</source>
        <translation>Larghezza delle linee selezionate</translation>
    </message>
    <message>
        <source>Follow the printed line on the scan</source>
        <translation>Segui la linea stampata sulla scansione</translation>
    </message>
    <message>
        <source>Click the line&apos;s two ends (and any bends); the app follows the print between them</source>
        <translation>Fai clic sui due estremi della linea (e sulle curve che vuoi); l&apos;app segue la stampa fra di essi</translation>
    </message>
    <message>
        <source>Width</source>
        <translation>Larghezza</translation>
    </message>
    <message>
        <source>Choose what the points show in the Propose tab, then click points of the scan that show it; right-click removes one.</source>
        <translation>Scegli nella scheda Proponi che cosa mostrano i punti, poi fai clic sui punti della scansione che lo mostrano; il clic destro ne toglie uno.</translation>
    </message>
    <message>
        <source>Drag a rectangle over the scan: terrain is proposed inside it only, from the samples of the whole map. The proposals show in the Propose tab, where you accept or reject them.</source>
        <translation>Trascina un rettangolo sulla scansione: il terreno viene proposto solo al suo interno, dai campioni di tutta la mappa. Le proposte compaiono nella scheda Proponi, dove le accetti o le scarti.</translation>
    </message>
    <message>
        <source>Lock</source>
        <translation>Blocca</translation>
    </message>
    <message>
        <source>Show or hide: {layer}</source>
        <translation>Mostra o nascondi: {layer}</translation>
    </message>
    <message>
        <source>Opacity of {layer}</source>
        <translation>Opacità di {layer}</translation>
    </message>
    <message>
        <source>Lock {layer}: its shapes cannot be selected or changed</source>
        <translation>Blocca {layer}: le sue forme non si possono selezionare né modificare</translation>
    </message>
    <message>
        <source>Scan brightness</source>
        <translation>Luminosità della scansione</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>Livelli grafici</translation>
    </message>
    <message>
        <source>odd</source>
        <translation>dispari</translation>
    </message>
    <message>
        <source>even</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>lato in alto</translation>
    </message>
    <message>
        <source>pointy</source>
        <translation>vertice in alto</translation>
    </message>
    <message>
        <source> hex</source>
        <translation> esagono</translation>
    </message>
    <message>
        <source>How far a drawing may cross a hexside and still be tracing slop there, in hex units (centre to corner = 1). A drawing inside a hex counts however small (T81.1).</source>
        <translation>Quanto un disegno può oltrepassare un lato d&apos;esagono restando un&apos;imprecisione di ricalco, in unità d&apos;esagono (centro-vertice = 1). Un disegno dentro un esagono conta per quanto piccolo (T81.1).</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Colonne</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Righe</translation>
    </message>
    <message>
        <source>Column labels</source>
        <translation>Etichette delle colonne</translation>
    </message>
    <message>
        <source>Row labels</source>
        <translation>Etichette delle righe</translation>
    </message>
    <message>
        <source>Lower columns</source>
        <translation>Colonne più basse</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>Hexside tolerance</source>
        <translation>Tolleranza sul lato d&apos;esagono</translation>
    </message>
    <message>
        <source>Hex to click next</source>
        <translation>Prossimo esagono da cliccare</translation>
    </message>
    <message>
        <source>e.g. A1</source>
        <translation>es. A1</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <source>dx, dy</source>
        <translation>dx, dy</translation>
    </message>
    <message>
        <source>Remove selected point</source>
        <translation>Rimuovi il punto selezionato</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>Calibrazione</translation>
    </message>
    <message>
        <source>Point at a hex to see what was derived for it.</source>
        <translation>Punta un esagono per vedere cosa è stato derivato per esso.</translation>
    </message>
    <message>
        <source>Ambiguous hexes (review; double-click to show):</source>
        <translation>Esagoni ambigui (da verificare; doppio clic per mostrarli):</translation>
    </message>
    <message>
        <source>Mark reviewed</source>
        <translation>Segna come rivisto</translation>
    </message>
    <message>
        <source>The highlighted hex is right as derived: it no longer holds up Mark ready</source>
        <translation>L&apos;esagono evidenziato è giusto così come derivato: non blocca più Segna pronta</translation>
    </message>
    <message>
        <source>Geometry problems:</source>
        <translation>Problemi di geometria:</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Esagoni</translation>
    </message>
    <message>
        <source>Choose the Line of sight tool and click two hexes.</source>
        <translation>Scegli lo strumento Linea di vista e clicca due esagoni.</translation>
    </message>
    <message>
        <source>LOS</source>
        <translation>LdV</translation>
    </message>
    <message>
        <source>Saved: {what}.</source>
        <translation>Salvato: {what}.</translation>
    </message>
    <message>
        <source>control point {hex} placed</source>
        <translation>punto di controllo {hex} piazzato</translation>
    </message>
    <message>
        <source>Remove control point {hex}</source>
        <translation>Rimuovi punto di controllo {hex}</translation>
    </message>
    <message>
        <source>No scan: open one to calibrate (tracing works without).</source>
        <translation>Nessuna scansione: aprine una per calibrare (il tracciamento funziona anche senza).</translation>
    </message>
    <message>
        <source>Not calibrated: {why}</source>
        <translation>Non calibrata: {why}</translation>
    </message>
    <message>
        <source>Exact fit; add a fourth point to measure the error. {scale:.1f} px per hex unit, rotated {rot:+.2f} deg</source>
        <translation>Adattamento esatto; aggiungi un quarto punto per misurare l&apos;errore. {scale:.1f} px per unità di esagono, ruotata di {rot:+.2f} gradi</translation>
    </message>
    <message>
        <source>RMS {rms:.2f} px, largest {worst:.2f} px over {n} points; {scale:.1f} px per hex unit, rotated {rot:+.2f} deg</source>
        <translation>RMS {rms:.2f} px, massimo {worst:.2f} px su {n} punti; {scale:.1f} px per unità esagono, ruotata di {rot:+.2f} gradi</translation>
    </message>
    <message>
        <source>Grid columns</source>
        <translation>Colonne della griglia</translation>
    </message>
    <message>
        <source>Grid rows</source>
        <translation>Righe della griglia</translation>
    </message>
    <message>
        <source>Grid offset</source>
        <translation>Sfalsamento della griglia</translation>
    </message>
    <message>
        <source>Grid orientation</source>
        <translation>Orientamento della griglia</translation>
    </message>
    <message>
        <source>Grid hexside tolerance</source>
        <translation>Tolleranza sul lato d&apos;esagono della griglia</translation>
    </message>
    <message>
        <source>Grid column labels</source>
        <translation>Etichette delle colonne della griglia</translation>
    </message>
    <message>
        <source>Grid row labels</source>
        <translation>Etichette delle righe della griglia</translation>
    </message>
    <message>
        <source>Grid {field}</source>
        <translation>Griglia: {field}</translation>
    </message>
    <message>
        <source>level {n}</source>
        <translation>livello {n}</translation>
    </message>
    <message>
        <source>crest {levels}</source>
        <translation>cresta {levels}</translation>
    </message>
    <message>
        <source>water</source>
        <translation>acqua</translation>
    </message>
    <message>
        <source>building {id}</source>
        <translation>edificio {id}</translation>
    </message>
    <message>
        <source>overridden</source>
        <translation>forzato</translation>
    </message>
    <message>
        <source>ambiguous: review</source>
        <translation>ambiguo: da verificare</translation>
    </message>
    <message>
        <source> (reviewed)</source>
        <translation> (rivisto)</translation>
    </message>
    <message>
        <source>Pick an ambiguous hex in the list first</source>
        <translation>Scegli prima un esagono ambiguo nell&apos;elenco</translation>
    </message>
    <message>
        <source>Mark {hex} reviewed</source>
        <translation>Segna {hex} come rivisto</translation>
    </message>
    <message>
        <source>{hex} marked reviewed</source>
        <translation>{hex} segnato come rivisto</translation>
    </message>
    <message>
        <source>From {a}: click the target hex.</source>
        <translation>Da {a}: clicca l&apos;esagono bersaglio.</translation>
    </message>
    <message numerus="yes">
        <source> (%n reason(s) in the LOS tab)</source>
        <translation>
            <numerusform> (%n motivo nella scheda LOS)</numerusform>
            <numerusform> (%n motivi nella scheda LOS)</numerusform>
        </translation>
    </message>
    <message>
        <source>no shape to select</source>
        <translation>nessuna forma da selezionare</translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) selected</source>
        <translation>
            <numerusform>%n forma selezionata</numerusform>
            <numerusform>%n forme selezionate</numerusform>
        </translation>
    </message>
    <message>
        <source>select shapes first</source>
        <translation>seleziona prima delle forme</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n shape(s)</source>
        <translation>
            <numerusform>Elimina %n forma</numerusform>
            <numerusform>Elimina %n forme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n shape(s); Undo brings them back</source>
        <translation>
            <numerusform>Eliminata %n forma; Annulla la riporta</numerusform>
            <numerusform>Eliminate %n forme; Annulla le riporta</numerusform>
        </translation>
    </message>
    <message>
        <source>simplified: {a} -&gt; {b} vertices</source>
        <translation>semplificato: {a} -&gt; {b} vertici</translation>
    </message>
    <message>
        <source>select two or more areas of one layer (Ctrl+click) to merge</source>
        <translation>seleziona due o più aree dello stesso livello grafico (Ctrl+clic) da unire</translation>
    </message>
    <message>
        <source>only areas of the same Type (or level) merge</source>
        <translation>si uniscono solo aree dello stesso Tipo (o livello)</translation>
    </message>
    <message>
        <source>Merge {n} areas</source>
        <translation>Unisci {n} aree</translation>
    </message>
    <message>
        <source>Merged {n} areas into one</source>
        <translation>{n} aree unite in una</translation>
    </message>
    <message>
        <source>select one area, then draw the cut line across it</source>
        <translation>seleziona un&apos;area, poi traccia la linea di taglio che la attraversa</translation>
    </message>
    <message>
        <source>Split {id}</source>
        <translation>Dividi {id}</translation>
    </message>
    <message>
        <source>Split</source>
        <translation>Dividi</translation>
    </message>
    <message>
        <source>split into {n} parts</source>
        <translation>diviso in {n} parti</translation>
    </message>
    <message>
        <source>Open scan {name}</source>
        <translation>Apri scansione {name}</translation>
    </message>
    <message>
        <source>Open scan</source>
        <translation>Apri scansione</translation>
    </message>
    <message>
        <source>Images ({p})</source>
        <translation>Immagini ({p})</translation>
    </message>
    <message>
        <source>wrote {path}</source>
        <translation>scritto {path}</translation>
    </message>
    <message>
        <source>The file does not say its coordinates. Are they grid coordinates or scan pixels?</source>
        <translation>Il file non dice in che coordinate è. Sono coordinate della griglia o pixel della scansione?</translation>
    </message>
    <message>
        <source>Import {name}</source>
        <translation>Importa {name}</translation>
    </message>
    <message>
        <source> ({n} skipped: {first})</source>
        <translation> ({n} saltate: {first})</translation>
    </message>
    <message numerus="yes">
        <source>imported %n shapes</source>
        <translation>
            <numerusform>importata %n forma</numerusform>
            <numerusform>importate %n forme</numerusform>
        </translation>
    </message>
    <message>
        <source>Coordinates</source>
        <translation>Coordinate</translation>
    </message>
    <message>
        <source>Grid coordinates, or scan pixels (to lie on the scan in QGIS)?</source>
        <translation>Coordinate della griglia o pixel della scansione (per sovrapporsi alla scansione in QGIS)?</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <source>Scan pixels</source>
        <translation>Pixel della scansione</translation>
    </message>
    <message>
        <source>Export GeoJSON</source>
        <translation>Esporta GeoJSON</translation>
    </message>
    <message>
        <source>wrote {world} and {points}: QGIS lays the scan under the exported shapes</source>
        <translation>scritti {world} e {points}: QGIS pone la scansione sotto le forme esportate</translation>
    </message>
    <message>
        <source>Import GeoJSON</source>
        <translation>Importa GeoJSON</translation>
    </message>
    <message>
        <source>Export image</source>
        <translation>Esporta immagine</translation>
    </message>
    <message>
        <source>Calibrate</source>
        <translation>Calibra</translation>
    </message>
    <message>
        <source>Click the centre dot of the hex named in the calibration panel (&gt;= 3 hexes); drag a control point to adjust it; right-click removes it. The grid follows the fit at once.</source>
        <translation>Clicca il punto centrale dell&apos;esagono indicato nel pannello di calibrazione (&gt;= 3 esagoni); trascina un punto di controllo per correggerlo; clic destro per rimuoverlo. La griglia segue subito l&apos;adattamento.</translation>
    </message>
    <message>
        <source>open a scan first (Scan &gt; Open scan...)</source>
        <translation>apri prima una scansione (Scansione &gt; Apri scansione...)</translation>
    </message>
    <message>
        <source>type the id of the hex you are clicking in the calibration panel</source>
        <translation>scrivi nel pannello di calibrazione l&apos;id dell&apos;esagono che stai cliccando</translation>
    </message>
    <message>
        <source>{hex} is not a hex of this map</source>
        <translation>{hex} non è un esagono di questa mappa</translation>
    </message>
    <message>
        <source>Control point {hex}</source>
        <translation>Punto di controllo {hex}</translation>
    </message>
    <message>
        <source>Move control point</source>
        <translation>Sposta punto di controllo</translation>
    </message>
    <message>
        <source>Hex override</source>
        <translation>Forzatura esagono</translation>
    </message>
    <message>
        <source>Click a hex to give it the override set in the tool options; right-click clears it.</source>
        <translation>Clicca un esagono per applicargli la forzatura impostata nelle opzioni dello strumento; clic destro per annullarla.</translation>
    </message>
    <message>
        <source>Clear override {hex}</source>
        <translation>Annulla forzatura {hex}</translation>
    </message>
    <message>
        <source>Override {hex}</source>
        <translation>Forza {hex}</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Obiettivi</translation>
    </message>
    <message>
        <source>Click a hex to put objective N there (1-5); right-click removes the objective in a hex.</source>
        <translation>Clicca un esagono per collocarvi l&apos;obiettivo N (1-5); clic destro per rimuovere l&apos;obiettivo da un esagono.</translation>
    </message>
    <message>
        <source>Remove objective in {hex}</source>
        <translation>Rimuovi obiettivo in {hex}</translation>
    </message>
    <message>
        <source>Objective {n} in {hex}</source>
        <translation>Obiettivo {n} in {hex}</translation>
    </message>
    <message>
        <source>Exit points</source>
        <translation>Punti di uscita</translation>
    </message>
    <message>
        <source>Click an edge hex to mark an exit point (value from the options) on the nearest map edge.</source>
        <translation>Clicca un esagono di bordo per segnare un punto di uscita (valore dalle opzioni) sul bordo della mappa più vicino.</translation>
    </message>
    <message>
        <source>{hex} is not on a map edge</source>
        <translation>{hex} non è sul bordo della mappa</translation>
    </message>
    <message>
        <source>Remove exit {hex}</source>
        <translation>Rimuovi uscita {hex}</translation>
    </message>
    <message>
        <source>Exit point {hex}</source>
        <translation>Punto di uscita {hex}</translation>
    </message>
    <message>
        <source>River edges</source>
        <translation>Bordi fluviali</translation>
    </message>
    <message>
        <source>Click near a map edge to mark (or unmark) a water-barrier river along it.</source>
        <translation>Clicca vicino a un bordo della mappa per segnare (o togliere) un fiume che fa da barriera d&apos;acqua lungo di esso.</translation>
    </message>
    <message>
        <source>River edge {edge}</source>
        <translation>Bordo fluviale {edge}</translation>
    </message>
    <message>
        <source>Artillery boxes</source>
        <translation>Caselle dell&apos;artiglieria</translation>
    </message>
    <message>
        <source>Click near a map corner to place (or remove) an artillery box there; at most two.</source>
        <translation>Clicca vicino a un angolo della mappa per collocarvi (o rimuovere) una casella dell&apos;artiglieria; al massimo due.</translation>
    </message>
    <message>
        <source>a map has at most two artillery boxes: remove one first</source>
        <translation>una mappa ha al massimo due caselle dell&apos;artiglieria: rimuovine prima una</translation>
    </message>
    <message>
        <source>Artillery box {corner}</source>
        <translation>Casella dell&apos;artiglieria {corner}</translation>
    </message>
    <message>
        <source>Line of sight</source>
        <translation>Linea di vista</translation>
    </message>
    <message>
        <source>Click two hexes: the line, its result and the hexes that block or hinder are drawn.</source>
        <translation>Clicca due esagoni: vengono disegnati la linea, il suo esito e gli esagoni che la bloccano o la intralciano.</translation>
    </message>
    <message>
        <source>LOS {a} -&gt; {b}: {result}</source>
        <translation>LdV {a} -&gt; {b}: {result}</translation>
    </message>
    <message>
        <source> (hindrance {n})</source>
        <translation> (Intralcio {n})</translation>
    </message>
    <message>
        <source>hindrance {n}</source>
        <translation>Intralcio {n}</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>blocca</translation>
    </message>
    <message>
        <source>, shape {id}</source>
        <translation>, forma {id}</translation>
    </message>
    <message>
        <source>scan image not found: {path}</source>
        <translation>immagine della scansione non trovata: {path}</translation>
    </message>
    <message>
        <source>{name}: scans must be PNG, JPEG or TIFF</source>
        <translation>{name}: le scansioni devono essere PNG, JPEG o TIFF</translation>
    </message>
    <message>
        <source>cannot read the scan image {path}: {error}</source>
        <translation>impossibile leggere l&apos;immagine della scansione {path}: {error}</translation>
    </message>
    <message>
        <source>{name}: {w} x {h} pixels is over the {mp} megapixel budget for scans; save it as JPEG or smaller</source>
        <translation>{name}: {w} x {h} pixel superano il limite di {mp} megapixel per le scansioni; salvala come JPEG o più piccola</translation>
    </message>
    <message>
        <source>{w} x {h} pixels is over the scan budget: shown at 1/{f} resolution</source>
        <translation>{w} x {h} pixel superano il limite per le scansioni: mostrata a 1/{f} della risoluzione</translation>
    </message>
    <message>
        <source>top</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>basso</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <source>top-left</source>
        <translation>in alto a sinistra</translation>
    </message>
    <message>
        <source>top-right</source>
        <translation>in alto a destra</translation>
    </message>
    <message>
        <source>bottom-left</source>
        <translation>in basso a sinistra</translation>
    </message>
    <message>
        <source>bottom-right</source>
        <translation>in basso a destra</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>libera</translation>
    </message>
    <message>
        <source>hindered</source>
        <translation>intralciata</translation>
    </message>
    <message>
        <source>blocked</source>
        <translation>bloccata</translation>
    </message>
    <message>
        <source>Added {what}</source>
        <translation>Aggiunto: {what}</translation>
    </message>
    <message>
        <source>Added {what} ({n} hexes long)</source>
        <translation>Aggiunto: {what} (lungo {n} esagoni)</translation>
    </message>
    <message>
        <source>Added {what} ({n}% of a hex)</source>
        <translation>Aggiunto {what} ({n}% di un esagono)</translation>
    </message>
    <message>
        <source>Added {what} ({n} hexes)</source>
        <translation>Aggiunto: {what} ({n} esagoni)</translation>
    </message>
    <message>
        <source>Select / edit vertices</source>
        <translation>Seleziona / modifica vertici</translation>
    </message>
    <message>
        <source>Select shapes (Ctrl+click adds; drag from empty ground or Shift+drag for a selection rectangle); drag a vertex (every shape sharing it follows); double-click an edge to insert a vertex; Delete or right-click removes a vertex, Delete removes selected shapes.</source>
        <translation>Seleziona le forme (Ctrl+clic aggiunge; trascina da un punto vuoto o Maiusc+trascina per un rettangolo di selezione); trascina un vertice (lo seguono tutte le forme che lo condividono); doppio clic su un lato inserisce un vertice; Canc o clic destro rimuove un vertice, Canc rimuove le forme selezionate.</translation>
    </message>
    <message>
        <source>Move vertex</source>
        <translation>Sposta vertice</translation>
    </message>
    <message>
        <source>no shape lies wholly inside the rectangle</source>
        <translation>nessuna forma sta tutta dentro il rettangolo</translation>
    </message>
    <message>
        <source>Insert vertex</source>
        <translation>Inserisci vertice</translation>
    </message>
    <message>
        <source>Delete vertex</source>
        <translation>Elimina vertice</translation>
    </message>
    <message>
        <source>an area needs at least 3 points</source>
        <translation>un&apos;area richiede almeno 3 punti</translation>
    </message>
    <message>
        <source>a line needs at least 2 points</source>
        <translation>una linea richiede almeno 2 punti</translation>
    </message>
    <message>
        <source>Terrain area</source>
        <translation>Area di terreno</translation>
    </message>
    <message>
        <source>Trace an area of one terrain Type.</source>
        <translation>Traccia un&apos;area di un solo Tipo di terreno.</translation>
    </message>
    <message>
        <source>Trace {what}</source>
        <translation>Traccia {what}</translation>
    </message>
    <message>
        <source>Hill level</source>
        <translation>Livello di collina</translation>
    </message>
    <message>
        <source>Trace a hill level region (draw level 2 inside level 1, and so on).</source>
        <translation>Traccia una zona di livello collinare (disegna il livello 2 dentro il livello 1, e così via).</translation>
    </message>
    <message>
        <source>Trace level {n}</source>
        <translation>Traccia livello {n}</translation>
    </message>
    <message>
        <source>hill level {n}</source>
        <translation>livello di collina {n}</translation>
    </message>
    <message>
        <source>Road / trail / stream</source>
        <translation>Strada / sentiero / torrente</translation>
    </message>
    <message>
        <source>Trace a road, trail or stream centre line.</source>
        <translation>Traccia la linea centrale di una strada, un sentiero o un torrente.</translation>
    </message>
    <message>
        <source>Traced as clicked: {why}</source>
        <translation>Tracciata come cliccata: {why}</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>Ponte</translation>
    </message>
    <message>
        <source>A bridge: its centre line from bank to bank.</source>
        <translation>Un ponte: la sua linea centrale da sponda a sponda.</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>A building as a rectangle: two clicks along one wall, a third for its depth.</source>
        <translation>Un edificio come rettangolo: due clic lungo un muro, un terzo per la profondità.</translation>
    </message>
    <message>
        <source>a building needs two clicks along a wall and one for its depth</source>
        <translation>un edificio richiede due clic lungo un muro e uno per la profondità</translation>
    </message>
    <message>
        <source>the building has no area</source>
        <translation>l&apos;edificio non ha area</translation>
    </message>
    <message>
        <source>Draw {what}</source>
        <translation>Disegna {what}</translation>
    </message>
    <message>
        <source>Split area</source>
        <translation>Dividi area</translation>
    </message>
    <message>
        <source>Draw a cut line across the selected area; Enter splits it into parts.</source>
        <translation>Traccia una linea di taglio attraverso l&apos;area selezionata; Invio la divide in parti.</translation>
    </message>
    <message>
        <source>Trace</source>
        <translation>Traccia</translation>
    </message>
    <message>
        <source>Map marks</source>
        <translation>Segni sulla mappa</translation>
    </message>
    <message>
        <source>Scan</source>
        <translation>Scansione</translation>
    </message>
    <message>
        <source>Hill levels</source>
        <translation>Livelli di collina</translation>
    </message>
    <message>
        <source>Roads, trails, streams</source>
        <translation>Strade, sentieri, torrenti</translation>
    </message>
    <message>
        <source>Derived hex terrain</source>
        <translation>Terreno derivato degli esagoni</translation>
    </message>
    <message>
        <source>Grid and hex ids</source>
        <translation>Griglia e id degli esagoni</translation>
    </message>
    <message>
        <source>Objectives and exits</source>
        <translation>Obiettivi e uscite</translation>
    </message>
    <message>
        <source>Sample point</source>
        <translation>Punto campione</translation>
    </message>
    <message>
        <source>Click points of the scan that show the terrain chosen in the Propose panel; right-click removes one</source>
        <translation>Fai clic sui punti della scansione che mostrano il terreno scelto nel pannello Proponi; il clic destro ne toglie uno</translation>
    </message>
    <message>
        <source>Propose in a rectangle</source>
        <translation>Proponi in un rettangolo</translation>
    </message>
    <message>
        <source>Drag a rectangle over the scan: terrain is proposed inside it only</source>
        <translation>Trascina un rettangolo sulla scansione: il terreno viene proposto solo al suo interno</translation>
    </message>
    <message>
        <source>Drag a rectangle over the part of the scan to propose</source>
        <translation>Trascina un rettangolo sulla parte della scansione da proporre</translation>
    </message>
    <message>
        <source>The traced areas show what each terrain looks like: one small area of each Type (and of the bare ground of each hill level, and of open ground) is enough. You can also click sample points.</source>
        <translation>Le aree tracciate mostrano l&apos;aspetto di ogni terreno: basta una piccola area per ogni Tipo (e del terreno nudo di ogni livello di collina, e del terreno aperto). Puoi anche fare clic su punti campione.</translation>
    </message>
    <message>
        <source>Sample of:</source>
        <translation>Campione di:</translation>
    </message>
    <message>
        <source>Click sample points</source>
        <translation>Clic sui punti campione</translation>
    </message>
    <message>
        <source>Clear points</source>
        <translation>Togli i punti</translation>
    </message>
    <message>
        <source>Propose whole map</source>
        <translation>Proponi tutta la mappa</translation>
    </message>
    <message>
        <source>Propose in view</source>
        <translation>Proponi la parte visibile</translation>
    </message>
    <message>
        <source>Propose only the part of the map the canvas shows (zoom to a rectangle first)</source>
        <translation>Proponi solo la parte di mappa mostrata (prima ingrandisci un rettangolo)</translation>
    </message>
    <message>
        <source>Then drag a rectangle over the scan: terrain is proposed inside it only</source>
        <translation>Poi trascina un rettangolo sulla scansione: il terreno viene proposto solo al suo interno</translation>
    </message>
    <message>
        <source>Accept all</source>
        <translation>Accetta tutto</translation>
    </message>
    <message>
        <source>Accept ticked</source>
        <translation>Accetta le spuntate</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Drop the highlighted proposal</source>
        <translation>Scarta la proposta evidenziata</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Terreno aperto</translation>
    </message>
    <message>
        <source>Hill level {n}</source>
        <translation>Collina livello {n}</translation>
    </message>
    <message>
        <source>Samples: {areas}, {points}.</source>
        <translation>Campioni: {areas}, {points}.</translation>
    </message>
    <message numerus="yes">
        <source>%n traced area(s)</source>
        <translation>
            <numerusform>%n area tracciata</numerusform>
            <numerusform>%n aree tracciate</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clicked point(s)</source>
        <translation>
            <numerusform>%n punto cliccato</numerusform>
            <numerusform>%n punti cliccati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n area(s) proposed: untick or reject what is wrong, then accept</source>
        <translation>
            <numerusform>%n area proposta: togli la spunta o rifiuta ciò che è sbagliato, poi accetta</numerusform>
            <numerusform>%n aree proposte: togli la spunta o rifiuta ciò che è sbagliato, poi accetta</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the scan first: a proposal reads the scan through the calibration</source>
        <translation>Calibra prima la scansione: una proposta legge la scansione attraverso la calibrazione</translation>
    </message>
    <message>
        <source>Trace one small area of each terrain, or click sample points, first</source>
        <translation>Traccia prima una piccola area di ogni terreno, o fai clic su punti campione</translation>
    </message>
    <message>
        <source>Reading the scan...</source>
        <translation>Lettura della scansione...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Propose terrain</source>
        <translation>Proponi il terreno</translation>
    </message>
    <message>
        <source>Proposal cancelled</source>
        <translation>Proposta annullata</translation>
    </message>
    <message>
        <source>Nothing to propose: the samples match what is traced</source>
        <translation>Niente da proporre: i campioni corrispondono a ciò che è tracciato</translation>
    </message>
    <message>
        <source>about {n} hexes</source>
        <translation>circa {n} esagoni</translation>
    </message>
    <message>
        <source>under one hex</source>
        <translation>meno di un esagono</translation>
    </message>
    <message>
        <source>Hill level {n}, {size}</source>
        <translation>Collina livello {n}, {size}</translation>
    </message>
    <message>
        <source>{terrain}, {size}</source>
        <translation>{terrain}, {size}</translation>
    </message>
    <message>
        <source>Pick a proposal in the list first</source>
        <translation>Scegli prima una proposta nell&apos;elenco</translation>
    </message>
    <message>
        <source>No proposal ticked</source>
        <translation>Nessuna proposta spuntata</translation>
    </message>
    <message numerus="yes">
        <source>Accept %n proposed area(s)</source>
        <translation>
            <numerusform>Accetta %n area proposta</numerusform>
            <numerusform>Accetta %n aree proposte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n proposed area(s); one Undo takes them back</source>
        <translation>
            <numerusform>Aggiunta %n area proposta; un Annulla la toglie</numerusform>
            <numerusform>Aggiunte %n aree proposte; un Annulla le toglie</numerusform>
        </translation>
    </message>
    <message>
        <source>Drawn width of the next line, in hex units (centre to corner = 1)</source>
        <translation>Larghezza disegnata della prossima linea, in unità di esagono (dal centro all&apos;angolo = 1)</translation>
    </message>
    <message>
        <source>Drawn width of the selected roads, trails, streams and bridges</source>
        <translation>Larghezza disegnata di strade, sentieri, torrenti e ponti selezionati</translation>
    </message>
    <message>
        <source>Line width {w} hex</source>
        <translation>Larghezza linea {w} esagoni</translation>
    </message>
</context>
<context>
    <name>ModelMessages</name>
    <message>
        <source>must be one of {options}, not {value}</source>
        <translation>deve essere uno tra {options}, non {value}</translation>
    </message>
    <message>
        <source>expected {expected}, got {kind}</source>
        <translation>atteso {expected}, trovato {kind}</translation>
    </message>
    <message>
        <source>unknown field {value}</source>
        <translation>campo sconosciuto {value}</translation>
    </message>
    <message>
        <source>missing required field {value}</source>
        <translation>manca il campo obbligatorio {value}</translation>
    </message>
    <message>
        <source>a mapping</source>
        <translation>un insieme di campi</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>un elenco</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>true/false</source>
        <translation>vero/falso</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>nothing (null)</source>
        <translation>niente (null)</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>vero o falso</translation>
    </message>
</context>
<context>
    <name>NewDocuments</name>
    <message>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Ricognizione</translation>
    </message>
    <message>
        <source>Invader</source>
        <translation>Invasore</translation>
    </message>
    <message>
        <source>Banzai</source>
        <translation>Banzai</translation>
    </message>
    <message>
        <source>New game box</source>
        <translation>Nuova scatola di gioco</translation>
    </message>
    <message>
        <source>A game box is one folder holding your forces, tables, maps and scenarios. You can copy it, keep it in git and share it.</source>
        <translation>Una scatola di gioco è una cartella con le tue forze, tabelle, mappe e scenari. Puoi copiarla, tenerla in git e condividerla.</translation>
    </message>
    <message>
        <source>My game box</source>
        <translation>La mia scatola di gioco</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Browse...</source>
        <translation>Sfoglia...</translation>
    </message>
    <message>
        <source>Folder</source>
        <translation>Cartella</translation>
    </message>
    <message>
        <source>Empty: the built-in rules only, for your own forces and tables</source>
        <translation>Vuota: solo le regole incorporate, per le tue forze e tabelle</translation>
    </message>
    <message>
        <source>A copy of the demo box: placeholder forces, two maps, two scenarios</source>
        <translation>Una copia della scatola demo: forze segnaposto, due mappe, due scenari</translation>
    </message>
    <message>
        <source>Start with</source>
        <translation>Inizia con</translation>
    </message>
    <message>
        <source>Folder for the new game box</source>
        <translation>Cartella per la nuova scatola di gioco</translation>
    </message>
    <message>
        <source>Give the game box a name.</source>
        <translation>Dai un nome alla scatola di gioco.</translation>
    </message>
    <message>
        <source>Choose a folder for the game box.</source>
        <translation>Scegli una cartella per la scatola di gioco.</translation>
    </message>
    <message>
        <source>{path} already exists and is not empty: choose a new folder.</source>
        <translation>{path} esiste già e non è vuota: scegli una nuova cartella.</translation>
    </message>
    <message>
        <source>New map from a scan</source>
        <translation>Nuova mappa da una scansione</translation>
    </message>
    <message>
        <source>Pick a scan or photo of the printed map. It is copied into the game box and the map starts as a draft: next you click three hex centres to fit the grid, then trace the terrain.</source>
        <translation>Scegli una scansione o una foto della mappa stampata. Viene copiata nella scatola di gioco e la mappa parte come bozza: poi fai clic su tre centri di esagono per adattare la griglia, quindi ricalchi il terreno.</translation>
    </message>
    <message>
        <source>No image yet</source>
        <translation>Nessuna immagine</translation>
    </message>
    <message>
        <source>Scan image</source>
        <translation>Immagine della scansione</translation>
    </message>
    <message>
        <source>columns  x</source>
        <translation>colonne  x</translation>
    </message>
    <message>
        <source>rows</source>
        <translation>righe</translation>
    </message>
    <message>
        <source>Hexes</source>
        <translation>Esagoni</translation>
    </message>
    <message>
        <source>Flat-topped (as on CC maps)</source>
        <translation>Lato piatto in alto (come sulle mappe CC)</translation>
    </message>
    <message>
        <source>Pointy-topped</source>
        <translation>Vertice in alto</translation>
    </message>
    <message>
        <source>Hex orientation</source>
        <translation>Orientamento degli esagoni</translation>
    </message>
    <message>
        <source>B, D, F... sit half a hex lower (as on CC maps)</source>
        <translation>B, D, F... mezzo esagono più in basso (come sulle mappe CC)</translation>
    </message>
    <message>
        <source>A, C, E... sit half a hex lower</source>
        <translation>A, C, E... mezzo esagono più in basso</translation>
    </message>
    <message>
        <source>Column offset</source>
        <translation>Sfalsamento delle colonne</translation>
    </message>
    <message>
        <source>Choose the scan image.</source>
        <translation>Scegli l&apos;immagine della scansione.</translation>
    </message>
    <message>
        <source>Images ({p})</source>
        <translation>Immagini ({p})</translation>
    </message>
    <message>
        <source>No such file: {path}</source>
        <translation>File inesistente: {path}</translation>
    </message>
    <message>
        <source>{fmt} image, {w} x {h} pixels</source>
        <translation>immagine {fmt}, {w} x {h} pixel</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Nuovo scenario</translation>
    </message>
    <message>
        <source>The setup areas are filled from the postures&apos; depths (RSG 10) and the sudden death space from the order limits (RSG 12). Forces from an OB card wait off the map until you set them up.</source>
        <translation>Le aree di schieramento seguono le profondità delle posture (RSG 10) e la casella di morte improvvisa i limiti di ordini (RSG 12). Le forze da una carta OB attendono fuori mappa finché non le schieri.</translation>
    </message>
    <message>
        <source>{name} (draft)</source>
        <translation>{name} (bozza)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>Allied nation</source>
        <translation>Nazione alleata</translation>
    </message>
    <message>
        <source>Japanese posture</source>
        <translation>Postura giapponese</translation>
    </message>
    <message>
        <source>Japanese forces</source>
        <translation>Forze giapponesi</translation>
    </message>
    <message>
        <source>Allied posture</source>
        <translation>Postura alleata</translation>
    </message>
    <message>
        <source>Allied forces</source>
        <translation>Forze alleate</translation>
    </message>
    <message>
        <source>Top</source>
        <translation>Alto</translation>
    </message>
    <message>
        <source>Bottom</source>
        <translation>Basso</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Japanese edge</source>
        <translation>Bordo giapponese</translation>
    </message>
    <message>
        <source>Create and set up on the board</source>
        <translation>Crea e schiera sul tabellone</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Crea</translation>
    </message>
    <message>
        <source>None yet (add units in the scenario editor)</source>
        <translation>Nessuna per ora (aggiungi unità nell&apos;editor di scenari)</translation>
    </message>
    <message>
        <source>OB card: {name}</source>
        <translation>Carta OB: {name}</translation>
    </message>
    <message>
        <source>This map is still a draft: the scenario works, but finish the map before you share it.</source>
        <translation>Questa mappa è ancora una bozza: lo scenario funziona, ma completa la mappa prima di condividerlo.</translation>
    </message>
    <message>
        <source>The game box has no map yet: make one from a scan first.</source>
        <translation>La scatola di gioco non ha ancora mappe: creane prima una da una scansione.</translation>
    </message>
    <message>
        <source>The game box&apos;s rule set does not load.</source>
        <translation>Il regolamento della scatola di gioco non si carica.</translation>
    </message>
    <message>
        <source>Save {kind} as</source>
        <translation>Salva {kind} come</translation>
    </message>
    <message>
        <source>The copy gets its own id, so both can live in the game box. It is marked as your own data.</source>
        <translation>La copia riceve un proprio id, così entrambe possono stare nella scatola di gioco. È segnata come dati tuoi.</translation>
    </message>
    <message>
        <source>Elsewhere...</source>
        <translation>Altrove...</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Salva come</translation>
    </message>
    <message>
        <source>Documents (*.yaml *.yml)</source>
        <translation>Documenti (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>{path} already exists: choose another id.</source>
        <translation>{path} esiste già: scegli un altro id.</translation>
    </message>
    <message>
        <source>forces</source>
        <translation>forze</translation>
    </message>
    <message>
        <source>Fate deck</source>
        <translation>mazzo del Fato</translation>
    </message>
    <message>
        <source>objective chits</source>
        <translation>segnalini obiettivo</translation>
    </message>
    <message>
        <source>fortification OB</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>map</source>
        <translation>mappa</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <source>rule set</source>
        <translation>regolamento</translation>
    </message>
    <message>
        <source>playtest</source>
        <translation>partita di prova</translation>
    </message>
    <message>
        <source>game box</source>
        <translation>scatola di gioco</translation>
    </message>
    <message>
        <source>The demo game box that comes with the app is read-only. Make your own copy to {why}.</source>
        <translation>La scatola demo fornita con l&apos;applicazione è in sola lettura. Creane una tua copia per {why}.</translation>
    </message>
    <message>
        <source>Open or make a game box to {why}.</source>
        <translation>Apri o crea una scatola di gioco per {why}.</translation>
    </message>
    <message>
        <source>Made the game box {name} in {path}</source>
        <translation>Creata la scatola di gioco {name} in {path}</translation>
    </message>
    <message>
        <source>trace a map</source>
        <translation>ricalcare una mappa</translation>
    </message>
    <message>
        <source>New map</source>
        <translation>Nuova mappa</translation>
    </message>
    <message>
        <source>Map {id} created as a draft: click the three hexes the banner names</source>
        <translation>Mappa {id} creata come bozza: fai clic sui tre esagoni indicati dal riquadro</translation>
    </message>
    <message>
        <source>design scenarios</source>
        <translation>progettare scenari</translation>
    </message>
    <message>
        <source>Import from Another Box...</source>
        <translation>Importa da un&apos;altra scatola...</translation>
    </message>
    <message>
        <source>{nation} (the box has {name})</source>
        <translation>{nation} (la scatola ha {name})</translation>
    </message>
    <message>
        <source>Copy forces from another box...</source>
        <translation>Copia forze da un&apos;altra scatola...</translation>
    </message>
    <message>
        <source>New forces</source>
        <translation>Nuove forze</translation>
    </message>
    <message>
        <source>Forces of which nation?</source>
        <translation>Forze di quale nazione?</translation>
    </message>
    <message>
        <source>{nation} forces</source>
        <translation>Forze di {nation}</translation>
    </message>
    <message>
        <source>Scenario {id} created</source>
        <translation>Scenario {id} creato</translation>
    </message>
    <message>
        <source>The demo game box is read-only: {path} was not saved</source>
        <translation>La scatola demo è in sola lettura: {path} non è stato salvato</translation>
    </message>
    <message>
        <source>The demo game box that comes with the app is read-only. Make your own copy, then save your changes there.</source>
        <translation>La scatola demo fornita con l&apos;applicazione è in sola lettura. Creane una tua copia, poi salva lì le modifiche.</translation>
    </message>
    <message>
        <source>{name} (copy)</source>
        <translation>{name} (copia)</translation>
    </message>
    <message>
        <source>Save as {id}</source>
        <translation>Salva come {id}</translation>
    </message>
    <message>
        <source>Saved outside the game box: the box does not use {path}</source>
        <translation>Salvato fuori dalla scatola di gioco: la scatola non usa {path}</translation>
    </message>
    <message>
        <source>Saved {kind} {id} as {path}</source>
        <translation>Salvato {kind} {id} come {path}</translation>
    </message>
    <message>
        <source>Save document as</source>
        <translation>Salva documento come</translation>
    </message>
    <message>
        <source>Map from a scan</source>
        <translation>Mappa da una scansione</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Game box</source>
        <translation>Scatola di gioco</translation>
    </message>
    <message>
        <source>Forces (one nation)</source>
        <translation>Forze (una nazione)</translation>
    </message>
    <message>
        <source>Documents from another game box</source>
        <translation>Documenti da un&apos;altra scatola di gioco</translation>
    </message>
    <message>
        <source>Objective chits</source>
        <translation>Segnalini obiettivo</translation>
    </message>
    <message>
        <source>Fortification OB</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>New</source>
        <translation>Nuovo</translation>
    </message>
    <message>
        <source>What do you want to start?</source>
        <translation>Che cosa vuoi iniziare?</translation>
    </message>
    <message>
        <source>READ-ONLY</source>
        <translation>SOLA LETTURA</translation>
    </message>
    <message>
        <source>The demo game box is read-only: make your own copy (File &gt; New Game Box...) to save changes.</source>
        <translation>La scatola demo è in sola lettura: creane una tua copia (File &gt; Nuova scatola di gioco...) per salvare le modifiche.</translation>
    </message>
    <message>
        <source>New &amp;Map from Scan...</source>
        <translation>Nuova &amp;mappa da scansione...</translation>
    </message>
    <message>
        <source>New S&amp;cenario...</source>
        <translation>Nuovo s&amp;cenario...</translation>
    </message>
    <message>
        <source>New &amp;Game Box...</source>
        <translation>Nuova scatola di &amp;gioco...</translation>
    </message>
    <message>
        <source>&amp;Import from Another Box...</source>
        <translation>&amp;Importa da un&apos;altra scatola...</translation>
    </message>
    <message>
        <source>Unique in the game box: letters, digits, &apos;-&apos; and &apos;_&apos;. Scenarios and files refer to it.</source>
        <translation>Unico nella scatola di gioco: lettere, cifre, &apos;-&apos; e &apos;_&apos;. Scenari e file vi fanno riferimento.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Give it a name.</source>
        <translation>Dagli un nome.</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Document</source>
        <translation>Documento</translation>
    </message>
    <message>
        <source>Built-in</source>
        <translation>Integrato</translation>
    </message>
    <message>
        <source>Demo</source>
        <translation>Demo</translation>
    </message>
    <message>
        <source>Yours</source>
        <translation>Tuo</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generato</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gravità</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Messaggio</translation>
    </message>
    <message>
        <source>File</source>
        <translation>File</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Dove</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>error</source>
        <translation>errore</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avviso</translation>
    </message>
</context>
<context>
    <name>PlayLog</name>
    <message>
        <source>Playtest of {scenario} created (VP {vp}).</source>
        <translation>Partita di prova di {scenario} creata (PV {vp}).</translation>
    </message>
    <message>
        <source>{piece} breaks ({why}).</source>
        <translation>{piece} è rotta ({why}).</translation>
    </message>
    <message>
        <source>{why}, already broken</source>
        <translation>{why}, già rotta</translation>
    </message>
    <message>
        <source>{piece} takes Light Wounds: a {team} takes its place (A44).</source>
        <translation>{piece} subisce Ferite Leggere: al suo posto entra {team} (A44).</translation>
    </message>
    <message>
        <source>{piece} takes Light Wounds: a {team} (broken) takes its place (A44).</source>
        <translation>{piece} subisce Ferite Leggere: al suo posto entra {team} (rotta) (A44).</translation>
    </message>
    <message>
        <source>{piece} is eliminated ({why}): Weapons box.</source>
        <translation>{piece} è eliminata ({why}): casella delle armi.</translation>
    </message>
    <message>
        <source>{piece} is eliminated ({why}).</source>
        <translation>{piece} è eliminata ({why}).</translation>
    </message>
    <message>
        <source>Banzai: {piece} waits on Time space {n} (17.2).</source>
        <translation>Banzai: {piece} attende sulla casella del Tempo {n} (17.2).</translation>
    </message>
    <message>
        <source>{piece} rallies.</source>
        <translation>{piece} si riorganizza.</translation>
    </message>
    <message>
        <source>{piece} is suppressed.</source>
        <translation>{piece} è soppressa.</translation>
    </message>
    <message>
        <source>{piece} is no longer suppressed.</source>
        <translation>{piece} non è più soppressa.</translation>
    </message>
    <message>
        <source>{piece} becomes a veteran.</source>
        <translation>{piece} diventa veterana.</translation>
    </message>
    <message>
        <source>{piece} is no longer a veteran.</source>
        <translation>{piece} non è più veterana.</translation>
    </message>
    <message>
        <source>{piece} enters the cave in {hex} (F102.1.1).</source>
        <translation>{piece} entra nella caverna in {hex} (F102.1.1).</translation>
    </message>
    <message>
        <source>{piece} leaves the cave in {hex} (F102.1.1).</source>
        <translation>{piece} esce dalla caverna in {hex} (F102.1.1).</translation>
    </message>
    <message>
        <source>{piece} is placed in {hex} from {start} ({why}).</source>
        <translation>{piece} è spostata da {start} in {hex} ({why}).</translation>
    </message>
    <message>
        <source>{piece} deploys into two {team} teams (E56).</source>
        <translation>{piece} si divide in due squadre {team} (E56).</translation>
    </message>
    <message>
        <source>{weapon} returns broken with {piece} (E71).</source>
        <translation>{weapon} torna, rotta, con {piece} (E71).</translation>
    </message>
    <message>
        <source>{weapon} passes to {piece}.</source>
        <translation>{weapon} passa a {piece}.</translation>
    </message>
    <message>
        <source>{weapon} passes from {giver} to {piece}.</source>
        <translation>{weapon} passa da {giver} a {piece}.</translation>
    </message>
    <message>
        <source>Reinforcement {piece} enters.</source>
        <translation>Entra il rinforzo {piece}.</translation>
    </message>
    <message>
        <source>{marker} placed in {hex}.</source>
        <translation>{marker} piazzato in {hex}.</translation>
    </message>
    <message>
        <source>Smoke {n} placed in {hex}.</source>
        <translation>Fumo {n} piazzato in {hex}.</translation>
    </message>
    <message>
        <source>{marker} removed from {hex}.</source>
        <translation>{marker} tolto da {hex}.</translation>
    </message>
    <message>
        <source>{piece} enters play.</source>
        <translation>{piece} entra in gioco.</translation>
    </message>
    <message>
        <source>{piece} enters play broken.</source>
        <translation>{piece} entra in gioco rotta.</translation>
    </message>
    <message>
        <source>{piece} returns from the Casualty Track, broken.</source>
        <translation>{piece} torna dal Tracciato delle Perdite, rotta.</translation>
    </message>
    <message>
        <source>{piece} hides in Infiltration Box {box} (O28.1).</source>
        <translation>{piece} si nasconde nella Casella di Infiltrazione {box} (O28.1).</translation>
    </message>
    <message>
        <source>Infiltrators from Box {box} appear in {hex}; the Sighting marker there leaves play (O28.2).</source>
        <translation>Gli infiltrati della casella {box} compaiono in {hex}; il segnalino di avvistamento lì presente esce dal gioco (O28.2).</translation>
    </message>
    <message>
        <source>{pieces} set up.</source>
        <translation>{pieces}: schierati.</translation>
    </message>
    <message>
        <source>{piece} taken back for setup.</source>
        <translation>{piece} ritirata per lo schieramento.</translation>
    </message>
    <message>
        <source>{piece} waits on Time space {n}.</source>
        <translation>{piece} attende sulla casella del Tempo {n}.</translation>
    </message>
    <message>
        <source>Sighting marker in {hex}.</source>
        <translation>Segnalino di avvistamento in {hex}.</translation>
    </message>
    <message>
        <source>A new Sighting marker enters in {hex} (Reinforcements).</source>
        <translation>Un nuovo segnalino di avvistamento entra in {hex} (Rinforzi).</translation>
    </message>
    <message>
        <source>Sighting marker removed from play.</source>
        <translation>Segnalino di avvistamento tolto dal gioco.</translation>
    </message>
    <message>
        <source>Sighting marker in {hex} removed from play.</source>
        <translation>Segnalino di avvistamento in {hex} tolto dal gioco.</translation>
    </message>
    <message>
        <source>The Sighting marker in {start} moves to {hex} (1.8.2).</source>
        <translation>Il segnalino di avvistamento in {start} si sposta in {hex} (1.8.2).</translation>
    </message>
    <message>
        <source>{side} places {fortification} in {hex}.</source>
        <translation>{side} piazza {fortification} in {hex}.</translation>
    </message>
    <message>
        <source>{side} place {fortification} in {hex}.</source>
        <translation>{side} piazzano {fortification} in {hex}.</translation>
    </message>
    <message>
        <source>{fortification} in {hex} removed.</source>
        <translation>{fortification} in {hex} rimossa.</translation>
    </message>
    <message>
        <source>{fortification} moved from {start} to {hex}.</source>
        <translation>{fortification} spostata da {start} a {hex}.</translation>
    </message>
    <message>
        <source>Auto setup for {side}: units placed: {n}.</source>
        <translation>Schieramento automatico per {side}: unità piazzate: {n}.</translation>
    </message>
    <message>
        <source>Auto setup for {side}: units placed: {n}, left over: {left} ({pieces}).</source>
        <translation>Schieramento automatico per {side}: unità piazzate: {n}, senza posto: {left} ({pieces}).</translation>
    </message>
    <message>
        <source>Play begins; {side} takes the first turn.</source>
        <translation>Si comincia; il primo turno è di {side}.</translation>
    </message>
    <message>
        <source>Play begins; {side} take the first turn.</source>
        <translation>Si comincia; il primo turno è degli {side}.</translation>
    </message>
    <message>
        <source>{side} gains {n} VP: {why} (VP {vp}).</source>
        <translation>{side} guadagna {n} PV: {why} (PV {vp}).</translation>
    </message>
    <message>
        <source>{side} gain {n} VP: {why} (VP {vp}).</source>
        <translation>{side} guadagnano {n} PV: {why} (PV {vp}).</translation>
    </message>
    <message>
        <source>{side} loses {n} VP: {why} (VP {vp}).</source>
        <translation>{side} perde {n} PV: {why} (PV {vp}).</translation>
    </message>
    <message>
        <source>{side} lose {n} VP: {why} (VP {vp}).</source>
        <translation>{side} perdono {n} PV: {why} (PV {vp}).</translation>
    </message>
    <message>
        <source>{side} takes control of objective {n} ({hex}).</source>
        <translation>{side} prende il controllo dell&apos;obiettivo {n} ({hex}).</translation>
    </message>
    <message>
        <source>{side} take control of objective {n} ({hex}).</source>
        <translation>{side} prendono il controllo dell&apos;obiettivo {n} ({hex}).</translation>
    </message>
    <message>
        <source>Game over: {why}. {side} wins.</source>
        <translation>Partita finita: {why}. Vince {side}.</translation>
    </message>
    <message>
        <source>Game over: {why}. {side} win.</source>
        <translation>Partita finita: {why}. Vincono gli {side}.</translation>
    </message>
    <message>
        <source>Secret chits revealed: {chits}.</source>
        <translation>Obiettivi segreti rivelati: {chits}.</translation>
    </message>
    <message>
        <source>Time advances to space {n} ({why}).</source>
        <translation>Il Tempo avanza alla casella {n} ({why}).</translation>
    </message>
    <message>
        <source>Sudden death: {roll} is less than {n}.</source>
        <translation>Morte improvvisa: {roll} è minore di {n}.</translation>
    </message>
    <message>
        <source>Sudden death roll {roll} is not less than {n}: play goes on.</source>
        <translation>Tiro di morte improvvisa {roll} non minore di {n}: si continua.</translation>
    </message>
    <message>
        <source>{piece} enters the Artillery Box.</source>
        <translation>{piece} entra nel riquadro dell&apos;artiglieria.</translation>
    </message>
    <message>
        <source>Reinforcements arrive: {pieces} (enter along the friendly edge).</source>
        <translation>Arrivano i rinforzi: {pieces} (entrano dal bordo amico).</translation>
    </message>
    <message>
        <source>{side} uses the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now holds the Initiative (10).</source>
        <translation>{side} usa l&apos;Iniziativa: l&apos;ultimo tiro è annullato, con ciò che ha innescato, e ripetuto; ora l&apos;Iniziativa è di {holder} (10).</translation>
    </message>
    <message>
        <source>{side} use the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now holds the Initiative (10).</source>
        <translation>{side} usano l&apos;Iniziativa: l&apos;ultimo tiro è annullato, con ciò che ha innescato, e ripetuto; ora l&apos;Iniziativa è di {holder} (10).</translation>
    </message>
    <message>
        <source>{side} uses the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now hold the Initiative (10).</source>
        <translation>{side} usa l&apos;Iniziativa: l&apos;ultimo tiro è annullato, con ciò che ha innescato, e ripetuto; ora l&apos;Iniziativa è degli {holder} (10).</translation>
    </message>
    <message>
        <source>{side} use the Initiative: the last roll is cancelled, with any trigger it set off, and made again; {holder} now hold the Initiative (10).</source>
        <translation>{side} usano l&apos;Iniziativa: l&apos;ultimo tiro è annullato, con ciò che ha innescato, e ripetuto; ora l&apos;Iniziativa è degli {holder} (10).</translation>
    </message>
    <message>
        <source>Secret chit {chit} revealed.</source>
        <translation>Obiettivo segreto {chit} rivelato.</translation>
    </message>
    <message>
        <source>Objective chit {chit} drawn and placed open.</source>
        <translation>Obiettivo {chit} pescato e scoperto.</translation>
    </message>
    <message>
        <source>{side} draw a secret objective chit.</source>
        <translation>{side}: pescato un obiettivo segreto.</translation>
    </message>
    <message>
        <source>{side} hand size: {n}.</source>
        <translation>{side}, carte in mano: {n}.</translation>
    </message>
    <message>
        <source>{side} takes the {posture} posture (hand {n}).</source>
        <translation>{side} assume la postura {posture} (mano {n}).</translation>
    </message>
    <message>
        <source>{side} take the {posture} posture (hand {n}).</source>
        <translation>{side} assumono la postura {posture} (mano {n}).</translation>
    </message>
    <message>
        <source>{side}&apos;s turn.</source>
        <translation>Turno di {side}.</translation>
    </message>
    <message>
        <source>{side}&apos; turn.</source>
        <translation>Turno degli {side}.</translation>
    </message>
    <message>
        <source>{pieces} fire at {hex}: FP {fp} + {group} group{mods} = {total}.</source>
        <translation>{pieces} sparano su {hex}: PF {fp} + {group} gruppo{mods} = {total}.</translation>
    </message>
    <message>
        <source>{pieces} fires at {hex}: FP {fp} + {group} group{mods} = {total}.</source>
        <translation>{pieces} spara su {hex}: PF {fp} + {group} gruppo{mods} = {total}.</translation>
    </message>
    <message>
        <source> {n} height</source>
        <translation> {n} altezza</translation>
    </message>
    <message>
        <source> -{n} hindrance</source>
        <translation> -{n} intralcio</translation>
    </message>
    <message>
        <source>{pieces} inside the cave in {hex}: out of sight from upslope, not affected (F102.2.2)</source>
        <translation>{pieces} nella caverna in {hex}: invisibili da monte, non colpiti (F102.2.2)</translation>
    </message>
    <message>
        <source>{pieces} inside the cave in {hex}: out of sight from upslope, not affected (F102.2.2).</source>
        <translation>{pieces} nella caverna in {hex}: invisibili da monte, non colpiti (F102.2.2).</translation>
    </message>
    <message>
        <source>Targeting {roll} - {n} hindrance does not beat range {range}: a miss (O27.2.3).</source>
        <translation>Tiro per colpire {roll} - {n} intralcio non supera la gittata {range}: mancato (O27.2.3).</translation>
    </message>
    <message>
        <source>Targeting {roll} - {n} beats range {range}: a hit.</source>
        <translation>Tiro per colpire {roll} - {n} supera la gittata {range}: colpito.</translation>
    </message>
    <message>
        <source>Attack total {fp} + {roll} = {total}.</source>
        <translation>Totale d&apos;attacco {fp} + {roll} = {total}.</translation>
    </message>
    <message>
        <source>{piece} defends: morale {morale} + cover {cover} ({source}) + {roll} = {total} against {attack}: {outcome}.</source>
        <translation>{piece} si difende: morale {morale} + copertura {cover} ({source}) + {roll} = {total} contro {attack}: {outcome}.</translation>
    </message>
    <message>
        <source>{side} melee total: {fp} FP + {roll} = {total}.</source>
        <translation>{side}, totale in mischia: {fp} PF + {roll} = {total}.</translation>
    </message>
    <message>
        <source>{side} melee total: {fp} FP {mod} + {roll} = {total}.</source>
        <translation>{side}, totale in mischia: {fp} PF {mod} + {roll} = {total}.</translation>
    </message>
    <message>
        <source>{pieces} move {start} &gt; {route} to {dest}: {cost} of {mp} MP.</source>
        <translation>{pieces} muovono {start} &gt; {route} fino a {dest}: {cost} di {mp} PM.</translation>
    </message>
    <message>
        <source>{pieces} moves {start} &gt; {route} to {dest}: {cost} of {mp} MP.</source>
        <translation>{pieces} muove {start} &gt; {route} fino a {dest}: {cost} di {mp} PM.</translation>
    </message>
    <message>
        <source>off the {edge} edge</source>
        <translation>fuori dal bordo {edge}</translation>
    </message>
    <message>
        <source>{pieces} advance off the {edge} edge from {start}.</source>
        <translation>{pieces} avanzano fuori dal bordo {edge} da {start}.</translation>
    </message>
    <message>
        <source>{pieces} advances off the {edge} edge from {start}.</source>
        <translation>{pieces} avanza fuori dal bordo {edge} da {start}.</translation>
    </message>
    <message>
        <source>{pieces} advance {start} &gt; {hex}{how}.</source>
        <translation>{pieces} avanzano {start} &gt; {hex}{how}.</translation>
    </message>
    <message>
        <source>{pieces} advances {start} &gt; {hex}{how}.</source>
        <translation>{pieces} avanza {start} &gt; {hex}{how}.</translation>
    </message>
    <message>
        <source>{pieces} advance {start} &gt; {hex}{how} into melee.</source>
        <translation>{pieces} avanzano {start} &gt; {hex}{how} in mischia.</translation>
    </message>
    <message>
        <source>{pieces} advances {start} &gt; {hex}{how} into melee.</source>
        <translation>{pieces} avanza {start} &gt; {hex}{how} in mischia.</translation>
    </message>
    <message>
        <source> through the cave tunnels (F102.3)</source>
        <translation> attraverso i cunicoli delle caverne (F102.3)</translation>
    </message>
    <message>
        <source>{piece} exits at {hex} and returns to the countermix (3.3.2).</source>
        <translation>{piece} esce in {hex} e torna tra le pedine disponibili (3.3.2).</translation>
    </message>
    <message>
        <source>{piece} exits at {hex} ({edge} edge) and waits on Time space {n}.</source>
        <translation>{piece} esce in {hex} (bordo {edge}) e attende sulla casella del Tempo {n}.</translation>
    </message>
    <message>
        <source>{piece} exits through the Exit Point at {hex}</source>
        <translation>{piece} esce dal Punto di Uscita in {hex}</translation>
    </message>
    <message>
        <source>Mines in {hex} attack: {fp} FP + {roll} = {total}.</source>
        <translation>Le mine in {hex} attaccano: {fp} PF + {roll} = {total}.</translation>
    </message>
    <message>
        <source>{side} {purpose}: {card} {white}+{coloured}={total}</source>
        <translation>{side}, {purpose}: {card} {white}+{coloured}={total}</translation>
    </message>
    <message>
        <source>{side} {purpose}: {card} {white}x{coloured}={total}</source>
        <translation>{side}, {purpose}: {card} {white}x{coloured}={total}</translation>
    </message>
    <message>
        <source>{side} {purpose}: {card} reveals hex {hex}</source>
        <translation>{side}, {purpose}: {card} rivela l&apos;esagono {hex}</translation>
    </message>
    <message>
        <source>{what} ({trigger} trigger)</source>
        <translation>{what} (innesco {trigger})</translation>
    </message>
    <message>
        <source>fire attack on {hex}</source>
        <translation>attacco di fuoco su {hex}</translation>
    </message>
    <message>
        <source>defense of {piece}</source>
        <translation>difesa di {piece}</translation>
    </message>
    <message>
        <source>melee in {hex}</source>
        <translation>mischia in {hex}</translation>
    </message>
    <message>
        <source>mine attack in {hex}</source>
        <translation>attacco delle mine in {hex}</translation>
    </message>
    <message>
        <source>{piece} eliminated</source>
        <translation>{piece} eliminata</translation>
    </message>
    <message>
        <source>{terrain}, overstacked by {n}</source>
        <translation>{terrain}, sovraccarico di {n}</translation>
    </message>
    <message>
        <source>Japan pays for {piece} (O28.1)</source>
        <translation>il Giappone paga {piece} (O28.1)</translation>
    </message>
    <message>
        <source>chit {chit}</source>
        <translation>obiettivo {chit}</translation>
    </message>
    <message>
        <source>the time marker is on the last space ({n})</source>
        <translation>il segnalino del Tempo è sull&apos;ultima casella ({n})</translation>
    </message>
    <message>
        <source>sudden death on Time space {n} (13.2.2)</source>
        <translation>morte improvvisa sulla casella del Tempo {n} (13.2.2)</translation>
    </message>
    <message>
        <source>{side} has no unit left on the map (13.3c)</source>
        <translation>{side} non ha più unità sulla mappa (13.3c)</translation>
    </message>
    <message>
        <source>{side} have no unit left on the map (13.3c)</source>
        <translation>gli {side} non hanno più unità sulla mappa (13.3c)</translation>
    </message>
    <message>
        <source>{side} has no unit left on the map (13.3b)</source>
        <translation>{side} non ha più unità sulla mappa (13.3b)</translation>
    </message>
    <message>
        <source>{side} have no unit left on the map (13.3b)</source>
        <translation>gli {side} non hanno più unità sulla mappa (13.3b)</translation>
    </message>
    <message>
        <source>the Allies surrender: an eliminated unit reaches Casualty space {n} (11.2, 13.3a)</source>
        <translation>gli Alleati si arrendono: un&apos;unità eliminata raggiunge la casella {n} delle Perdite (11.2, 13.3a)</translation>
    </message>
    <message>
        <source>{why}, with VP {vp}</source>
        <translation>{why}, con PV {vp}</translation>
    </message>
    <message>
        <source>Japan +{n}</source>
        <translation>Giappone +{n}</translation>
    </message>
    <message>
        <source>Allies +{n}</source>
        <translation>Alleati +{n}</translation>
    </message>
    <message>
        <source>{side} order: {order} with {card}</source>
        <translation>{side}, ordine: {order} con {card}</translation>
    </message>
    <message>
        <source>{side} action: {action} with {card}: {what}</source>
        <translation>{side}, azione: {action} con {card}: {what}</translation>
    </message>
    <message>
        <source>{side} event: {event} ({rule}, {card})</source>
        <translation>{side}, evento: {event} ({rule}, {card})</translation>
    </message>
    <message>
        <source>{event} ({rule}) is not played by this version: skipped.</source>
        <translation>{event} ({rule}) non è gestito da questa versione: saltato.</translation>
    </message>
    <message>
        <source>Nothing to do: {why}.</source>
        <translation>Niente da fare: {why}.</translation>
    </message>
    <message>
        <source>{hex} is water or already ablaze</source>
        <translation>{hex} è acqua o è già in fiamme</translation>
    </message>
    <message>
        <source>no {fortification} in {hex}: {why}</source>
        <translation>niente {fortification} in {hex}: {why}</translation>
    </message>
    <message>
        <source>no odd smoke</source>
        <translation>nessun fumo dispari</translation>
    </message>
    <message>
        <source>no even smoke</source>
        <translation>nessun fumo pari</translation>
    </message>
    <message>
        <source>every hex at {hex} is ablaze</source>
        <translation>{hex} e tutti gli esagoni adiacenti sono in fiamme</translation>
    </message>
    <message>
        <source>{side} passes.</source>
        <translation>{side} passa.</translation>
    </message>
    <message>
        <source>{side} pass.</source>
        <translation>{side} passano.</translation>
    </message>
    <message>
        <source>{side} discards {card}.</source>
        <translation>{side} scarta {card}.</translation>
    </message>
    <message>
        <source>{side} discard {card}.</source>
        <translation>{side} scartano {card}.</translation>
    </message>
    <message>
        <source>{pieces} cannot move anywhere.</source>
        <translation>{pieces}: nessun movimento possibile.</translation>
    </message>
    <message>
        <source>The Move stops: {why}</source>
        <translation>Il movimento si ferma: {why}</translation>
    </message>
    <message>
        <source>Wire in {hex}: the Move ends there (F107).</source>
        <translation>Reticolato in {hex}: il movimento finisce lì (F107).</translation>
    </message>
    <message>
        <source>{hex}: moved trench to trench, no Op Fire at the units entering it (F106.2).</source>
        <translation>{hex}: da trincea a trincea, niente fuoco d&apos;opportunità sulle unità che vi entrano (F106.2).</translation>
    </message>
    <message>
        <source>Game stopped at the turn limit ({n}).</source>
        <translation>Partita fermata al limite di turni ({n}).</translation>
    </message>
    <message>
        <source>Sustained Fire: doubles, {piece} breaks (A48).</source>
        <translation>Fuoco prolungato: doppio, {piece} si rompe (A48).</translation>
    </message>
    <message>
        <source>{piece} has nowhere to go from the blaze.</source>
        <translation>{piece} non ha dove fuggire dall&apos;incendio.</translation>
    </message>
    <message>
        <source>The smoke in {hex} drifts off the map and is removed (E54a).</source>
        <translation>Il fumo in {hex} esce dalla mappa ed è rimosso (E54a).</translation>
    </message>
    <message>
        <source>The smoke in {hex} drifts into {to} and is removed (E54a).</source>
        <translation>Il fumo in {hex} si sposta in {to} ed è rimosso (E54a).</translation>
    </message>
    <message>
        <source>Japan keep their posture.</source>
        <translation>Il Giappone mantiene la postura.</translation>
    </message>
    <message>
        <source>Infiltrate: the boxes the card names are full and no Sighting marker is on the map.</source>
        <translation>Infiltrazione: le caselle indicate dalla carta sono piene e non c&apos;è alcun segnalino di avvistamento sulla mappa.</translation>
    </message>
    <message>
        <source>Infiltrate: no unit of the rolled column is available this year.</source>
        <translation>Infiltrazione: nessuna unità della colonna tirata è disponibile in quest&apos;anno.</translation>
    </message>
    <message>
        <source>No unit of the rolled column is available this year: nothing is placed.</source>
        <translation>Nessuna unità della colonna tirata è disponibile in quest&apos;anno: non si piazza nulla.</translation>
    </message>
    <message>
        <source>Reconnoiter: {side} keeps the top card in place.</source>
        <translation>Ricognizione: {side} lascia la prima carta al suo posto.</translation>
    </message>
    <message>
        <source>Reconnoiter: {side} keep the top card in place.</source>
        <translation>Ricognizione: {side} lasciano la prima carta al suo posto.</translation>
    </message>
    <message>
        <source>Reconnoiter: {side} takes the top card into the hand.</source>
        <translation>Ricognizione: {side} prende in mano la prima carta.</translation>
    </message>
    <message>
        <source>Reconnoiter: {side} take the top card into the hand.</source>
        <translation>Ricognizione: {side} prendono in mano la prima carta.</translation>
    </message>
    <message>
        <source>Reconnoiter: {side} discards the top card.</source>
        <translation>Ricognizione: {side} scarta la prima carta.</translation>
    </message>
    <message>
        <source>Reconnoiter: {side} discard the top card.</source>
        <translation>Ricognizione: {side} scartano la prima carta.</translation>
    </message>
    <message>
        <source>break no unit</source>
        <translation>non rompere nessuna unità</translation>
    </message>
    <message>
        <source>Support Table roll ({why})</source>
        <translation>tiro sulla tabella del Supporto ({why})</translation>
    </message>
    <message>
        <source>Japanese {what}: roll {n}{result} — use the Initiative to cancel it? The card then passes to {other} (10.1).</source>
        <translation>Tiro giapponese, {what}: {n}{result} — usare l&apos;Iniziativa per annullarlo? La carta passa poi all&apos;avversario ({other}) (10.1).</translation>
    </message>
    <message>
        <source>Allied {what}: roll {n}{result} — use the Initiative to cancel it? The card then passes to {other} (10.1).</source>
        <translation>Tiro alleato, {what}: {n}{result} — usare l&apos;Iniziativa per annullarlo? La carta passa poi all&apos;avversario ({other}) (10.1).</translation>
    </message>
    <message>
        <source>, total {total} against Defense {n} (Morale + Cover) and its roll</source>
        <translation>, totale {total} contro Difesa {n} (Morale + Copertura) più il suo tiro</translation>
    </message>
    <message>
        <source>, Defense total {total} against attack total {n}</source>
        <translation>, totale di Difesa {total} contro totale d&apos;attacco {n}</translation>
    </message>
    <message>
        <source>, {total} after hindrance against range {n} (a hit needs more)</source>
        <translation>, {total} dopo l&apos;Intralcio contro gittata {n} (per colpire serve di più)</translation>
    </message>
    <message>
        <source>, melee total {total} against Melee FP {n} and a roll</source>
        <translation>, totale di mischia {total} contro PF di mischia {n} più un tiro</translation>
    </message>
    <message>
        <source>, melee total {total} against {n}</source>
        <translation>, totale di mischia {total} contro {n}</translation>
    </message>
    <message>
        <source>keep the roll</source>
        <translation>tieni il tiro</translation>
    </message>
    <message>
        <source>re-roll it and hand the Initiative to {other}</source>
        <translation>ritira e cedi l&apos;Iniziativa all&apos;avversario ({other})</translation>
    </message>
    <message>
        <source>break {piece}</source>
        <translation>rompi {piece}</translation>
    </message>
    <message>
        <source>Sniper at {hex}: break which unit?</source>
        <translation>Cecchino in {hex}: quale unità rompere?</translation>
    </message>
    <message>
        <source>Disperse: remove which marker?</source>
        <translation>Dispersione: quale segnalino togliere?</translation>
    </message>
    <message>
        <source>enter {piece} at {hex}</source>
        <translation>fai entrare {piece} in {hex}</translation>
    </message>
    <message>
        <source>Where does {piece} enter?</source>
        <translation>Dove entra {piece}?</translation>
    </message>
    <message>
        <source>{side}: order {n} of {limit}</source>
        <translation>{side}: ordine {n} di {limit}</translation>
    </message>
    <message>
        <source>pass (discard up to the discard limit)</source>
        <translation>passa (scarta fino al limite di scarto)</translation>
    </message>
    <message>
        <source>give no more orders this turn</source>
        <translation>nessun altro ordine in questo turno</translation>
    </message>
    <message>
        <source>discard no more</source>
        <translation>non scartare altro</translation>
    </message>
    <message>
        <source>{side} discard (up to {n})</source>
        <translation>{side}, scarto (fino a {n})</translation>
    </message>
    <message>
        <source>Hide: roll the Support Table for Box {box}</source>
        <translation>Nasconditi: tira sulla Tabella di Supporto per la casella {box}</translation>
    </message>
    <message>
        <source>Reveal Box {box} at the Sighting marker in {hex}</source>
        <translation>Rivela la casella {box} al segnalino di avvistamento in {hex}</translation>
    </message>
    <message>
        <source>Infiltrate: which box?</source>
        <translation>Infiltrazione: quale casella?</translation>
    </message>
    <message>
        <source>hide nothing</source>
        <translation>non nascondere nulla</translation>
    </message>
    <message>
        <source>Infiltrate: which unit hides in Box {box} (its VP cost is paid)?</source>
        <translation>Infiltrazione: quale unità si nasconde nella casella {box} (se ne paga il costo in PV)?</translation>
    </message>
    <message>
        <source>Fire: which group at which hex?</source>
        <translation>Fuoco: quale gruppo su quale esagono?</translation>
    </message>
    <message>
        <source>{order} the stack in {hex} (units: {n})</source>
        <translation>{order}: la pila in {hex} (unità: {n})</translation>
    </message>
    <message>
        <source>{order} {piece} alone</source>
        <translation>{order}: solo {piece}</translation>
    </message>
    <message>
        <source>{order} {leader} with the units it commands in {hex} (units: {n})</source>
        <translation>{order}: {leader} con le unità che comanda in {hex} (unità: {n})</translation>
    </message>
    <message>
        <source>{order} {leader} with every unit it commands within {r} hexes (units: {n})</source>
        <translation>{order}: {leader} con tutte le unità che comanda entro {r} esagoni (unità: {n})</translation>
    </message>
    <message>
        <source>stay in {hex}</source>
        <translation>restare in {hex}</translation>
    </message>
    <message>
        <source>{order}: activate which units?</source>
        <translation>{order}: quali unità attivare?</translation>
    </message>
    <message>
        <source>move to {hex} ({cost} MP)</source>
        <translation>muovi in {hex} ({cost} PM)</translation>
    </message>
    <message>
        <source>exit the map ({cost} MP)</source>
        <translation>esci dalla mappa ({cost} PM)</translation>
    </message>
    <message>
        <source>Move: to which hex?</source>
        <translation>Movimento: verso quale esagono?</translation>
    </message>
    <message>
        <source>advance to {hex}</source>
        <translation>avanza in {hex}</translation>
    </message>
    <message>
        <source>advance to {hex} (into melee)</source>
        <translation>avanza in {hex} (in mischia)</translation>
    </message>
    <message>
        <source>advance through the cave tunnels to {hex}</source>
        <translation>avanza attraverso i cunicoli fino a {hex}</translation>
    </message>
    <message>
        <source>advance through the cave tunnels to {hex} (into melee)</source>
        <translation>avanza attraverso i cunicoli fino a {hex} (in mischia)</translation>
    </message>
    <message>
        <source>Advance: into which hex?</source>
        <translation>Avanzata: in quale esagono?</translation>
    </message>
    <message>
        <source>advance off the map through the Exit Point</source>
        <translation>avanza fuori dalla mappa dal Punto di Uscita</translation>
    </message>
    <message>
        <source>hand over no (more) weapons</source>
        <translation>non cedere (altre) armi</translation>
    </message>
    <message>
        <source>Advance: hand a weapon to a unit stacked with it (O22.2)?</source>
        <translation>Avanzata: cedere un&apos;arma a un&apos;unità nello stesso esagono (O22.2)?</translation>
    </message>
    <message>
        <source>rally {piece}</source>
        <translation>riorganizza {piece}</translation>
    </message>
    <message>
        <source>remove the suppressed marker of {piece}</source>
        <translation>togli il segnalino Soppressa di {piece}</translation>
    </message>
    <message>
        <source>Revive ({n} points)</source>
        <translation>Rianimazione ({n} punti)</translation>
    </message>
    <message>
        <source>Revive ({n} point)</source>
        <translation>Rianimazione ({n} punto)</translation>
    </message>
    <message>
        <source>put it back</source>
        <translation>rimettila a posto</translation>
    </message>
    <message>
        <source>discard it</source>
        <translation>scartala</translation>
    </message>
    <message>
        <source>take it into the hand</source>
        <translation>prendila in mano</translation>
    </message>
    <message>
        <source>Weapon Jam: break {piece}</source>
        <translation>Arma inceppata: rompi {piece}</translation>
    </message>
    <message>
        <source>Weapon Jam: eliminate {piece} (already broken)</source>
        <translation>Arma inceppata: elimina {piece} (già rotta)</translation>
    </message>
    <message>
        <source>Communication Disrupted: {piece}</source>
        <translation>Comunicazioni interrotte: {piece}</translation>
    </message>
    <message>
        <source>Asset Denied: which?</source>
        <translation>Mezzo negato: quale?</translation>
    </message>
    <message>
        <source>repair {piece}</source>
        <translation>ripara {piece}</translation>
    </message>
    <message>
        <source>Asset Request: repair which?</source>
        <translation>Richiesta di mezzi: quale riparare?</translation>
    </message>
    <message>
        <source>Resolve which melee first?</source>
        <translation>Quale mischia risolvere per prima?</translation>
    </message>
    <message>
        <source>play no (more) actions</source>
        <translation>non giocare (altre) azioni</translation>
    </message>
    <message>
        <source>Fire at {hex}: play an action?</source>
        <translation>Fuoco su {hex}: giocare un&apos;azione?</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>no Op Fire</source>
        <translation>niente fuoco d&apos;opportunità</translation>
    </message>
    <message>
        <source>Op Fire at the units entering {hex}?</source>
        <translation>Fuoco d&apos;opportunità sulle unità che entrano in {hex}?</translation>
    </message>
    <message>
        <source>again, with no card (A41.2): {attack}</source>
        <translation>di nuovo, senza carta (A41.2): {attack}</translation>
    </message>
    <message>
        <source>no Hidden fortification</source>
        <translation>nessuna fortificazione nascosta</translation>
    </message>
    <message>
        <source>Your units in {hex} are about to defend: a Hidden fortification?</source>
        <translation>Le tue unità in {hex} stanno per difendersi: una fortificazione nascosta?</translation>
    </message>
    <message>
        <source>Enemy units entered {hex}: a Hidden fortification?</source>
        <translation>Unità nemiche sono entrate in {hex}: una fortificazione nascosta?</translation>
    </message>
    <message>
        <source>no Hidden Unit</source>
        <translation>nessuna unità nascosta</translation>
    </message>
    <message>
        <source>Hidden Unit: a free Support Table unit (A43.6)</source>
        <translation>Unità nascosta: un&apos;unità gratuita dalla Tabella di Supporto (A43.6)</translation>
    </message>
    <message>
        <source>The opponent passes: Hidden Unit?</source>
        <translation>L&apos;avversario passa: unità nascosta?</translation>
    </message>
    <message>
        <source>Hidden Unit: which unit?</source>
        <translation>Unità nascosta: quale unità?</translation>
    </message>
    <message>
        <source>Hidden Unit: in which hex?</source>
        <translation>Unità nascosta: in quale esagono?</translation>
    </message>
    <message>
        <source>in {hex}</source>
        <translation>in {hex}</translation>
    </message>
    <message>
        <source>no Demolitions</source>
        <translation>niente demolizioni</translation>
    </message>
    <message>
        <source>The opponent passes: Demolitions?</source>
        <translation>L&apos;avversario passa: demolizioni?</translation>
    </message>
    <message>
        <source>no Ambush</source>
        <translation>niente imboscata</translation>
    </message>
    <message>
        <source>Melee in {hex}: Ambush?</source>
        <translation>Mischia in {hex}: imboscata?</translation>
    </message>
    <message>
        <source>no Bayonets</source>
        <translation>niente baionette</translation>
    </message>
    <message>
        <source>Bayonets: +2 to the melee total (A34)</source>
        <translation>Baionette: +2 al totale di mischia (A34)</translation>
    </message>
    <message>
        <source>Melee in {hex}: Bayonets?</source>
        <translation>Mischia in {hex}: baionette?</translation>
    </message>
    <message>
        <source>No Quarter: +2 VP (A46)</source>
        <translation>Nessuna pietà: +2 PV (A46)</translation>
    </message>
    <message>
        <source>Melee in {hex} survived: No Quarter?</source>
        <translation>Sopravvissuti alla mischia in {hex}: nessuna pietà?</translation>
    </message>
    <message>
        <source>Spider Hole: where does the Hero appear?</source>
        <translation>Buca del ragno: dove compare l&apos;Eroe?</translation>
    </message>
    <message>
        <source>Walking Wounded: where?</source>
        <translation>Feriti che camminano: dove?</translation>
    </message>
    <message>
        <source>move nothing</source>
        <translation>non muovere nulla</translation>
    </message>
    <message>
        <source>Stealth: which unit goes to which adjacent hex?</source>
        <translation>Furtività: quale unità va in quale esagono adiacente?</translation>
    </message>
    <message>
        <source>deploy no squad</source>
        <translation>non dividere nessuna squadra</translation>
    </message>
    <message>
        <source>Deploy: which squad becomes two teams?</source>
        <translation>Divisione: quale squadra diventa due squadre minori?</translation>
    </message>
    <message>
        <source>take no weapon</source>
        <translation>non prendere armi</translation>
    </message>
    <message>
        <source>Scrounge: which weapon goes to which unit (broken)?</source>
        <translation>Recupero: quale arma va a quale unità (rotta)?</translation>
    </message>
    <message>
        <source>{weapon} to {piece}</source>
        <translation>{weapon} a {piece}</translation>
    </message>
    <message>
        <source>keep the posture</source>
        <translation>mantieni la postura</translation>
    </message>
    <message>
        <source>take the Banzai posture</source>
        <translation>assumi la postura Banzai</translation>
    </message>
    <message>
        <source>Tennoheika Banzai!: take the Banzai posture?</source>
        <translation>Tennoheika Banzai!: assumere la postura Banzai?</translation>
    </message>
    <message>
        <source>Banzai: discard down to the hand size</source>
        <translation>Banzai: scarta fino al numero di carte in mano</translation>
    </message>
    <message>
        <source>the Hero enters {hex}</source>
        <translation>l&apos;Eroe entra in {hex}</translation>
    </message>
    <message>
        <source>Hero: in which hex?</source>
        <translation>Eroe: in quale esagono?</translation>
    </message>
    <message>
        <source>Reconnaissance: reveal which chit?</source>
        <translation>Ricognizione: quale obiettivo rivelare?</translation>
    </message>
    <message>
        <source>Reinforcements: which unit?</source>
        <translation>Rinforzi: quale unità?</translation>
    </message>
    <message>
        <source>Reinforcements: enter where?</source>
        <translation>Rinforzi: dove entrano?</translation>
    </message>
    <message>
        <source>a Sighting marker</source>
        <translation>un segnalino di avvistamento</translation>
    </message>
    <message>
        <source>Reinforcements: where does the Sighting marker enter?</source>
        <translation>Rinforzi: dove entra il segnalino di avvistamento?</translation>
    </message>
    <message>
        <source>Reinforcements: which unit or Sighting marker?</source>
        <translation>Rinforzi: quale unità o segnalino di avvistamento?</translation>
    </message>
    <message>
        <source>a new Sighting marker enters play only along Japan&apos;s friendly edge, by a Reinforcements event (E70)</source>
        <translation>un nuovo segnalino di avvistamento entra in gioco solo lungo il bordo amico del Giappone, con un evento Rinforzi (E70)</translation>
    </message>
    <message>
        <source>enter at {hex}</source>
        <translation>entra in {hex}</translation>
    </message>
    <message>
        <source>{pieces} fire at {hex} ({n} FP)</source>
        <translation>{pieces} sparano su {hex} ({n} PF)</translation>
    </message>
    <message>
        <source>{pieces} fire at {hex} ({n} FP; out of range: {short})</source>
        <translation>{pieces} sparano su {hex} ({n} PF; fuori gittata: {short})</translation>
    </message>
    <message>
        <source>{action} (+{n} FP, {rule})</source>
        <translation>{action} (+{n} PF, {rule})</translation>
    </message>
    <message>
        <source>let it break</source>
        <translation>lasciala rompere</translation>
    </message>
    <message>
        <source>let it be eliminated</source>
        <translation>lasciala eliminare</translation>
    </message>
    <message>
        <source>Light Wounds: pay 1 VP, a {team} takes its place (A44)</source>
        <translation>Ferite Leggere: paghi 1 PV, al suo posto entra {team} (A44)</translation>
    </message>
    <message>
        <source>{piece} would break: play Light Wounds?</source>
        <translation>{piece} si romperebbe: giocare Ferite Leggere?</translation>
    </message>
    <message>
        <source>{piece} would be eliminated: play Light Wounds?</source>
        <translation>{piece} sarebbe eliminata: giocare Ferite Leggere?</translation>
    </message>
    <message>
        <source>{piece} becomes a {team}</source>
        <translation>{piece} diventa {team}</translation>
    </message>
    <message>
        <source>Explosive Charge: destroy the {fortification} in {hex} (A40)</source>
        <translation>Carica esplosiva: distruggi {fortification} in {hex} (A40)</translation>
    </message>
    <message>
        <source>Doubles against an adjacent fortification</source>
        <translation>Doppio contro una fortificazione adiacente</translation>
    </message>
    <message>
        <source>the {fortification} in {hex} is destroyed</source>
        <translation>{fortification} in {hex} distrutta</translation>
    </message>
    <message>
        <source>{action}: a {fortification} in {hex} ({rule})</source>
        <translation>{action}: {fortification} in {hex} ({rule})</translation>
    </message>
    <message>
        <source>{action}: {fortification} in {hex} ({rule})</source>
        <translation>{action}: {fortification} in {hex} ({rule})</translation>
    </message>
    <message>
        <source>{fortification} in {hex}</source>
        <translation>{fortification} in {hex}</translation>
    </message>
    <message>
        <source>remove the {fortification} in {hex}</source>
        <translation>togli {fortification} in {hex}</translation>
    </message>
    <message>
        <source>the fortification in {hex} is removed</source>
        <translation>la fortificazione in {hex} è rimossa</translation>
    </message>
    <message>
        <source>+{n} FP</source>
        <translation>+{n} PF</translation>
    </message>
    <message>
        <source>at {hex}</source>
        <translation>in {hex}</translation>
    </message>
    <message>
        <source>{unit} with {weapon}</source>
        <translation>{unit} con {weapon}</translation>
    </message>
    <message>
        <source>{why} ({rule})</source>
        <translation>{why} ({rule})</translation>
    </message>
    <message>
        <source>{piece} (broken)</source>
        <translation>{piece} (rotta)</translation>
    </message>
    <message>
        <source>{piece} (broken) in {hex}</source>
        <translation>{piece} (rotta) in {hex}</translation>
    </message>
    <message>
        <source>Sighting marker</source>
        <translation>Segnalino di avvistamento</translation>
    </message>
    <message>
        <source>{piece} is not a broken piece</source>
        <translation>{piece} non è rotta</translation>
    </message>
    <message>
        <source>{piece} is already suppressed (15.1.1)</source>
        <translation>{piece} è già soppressa (15.1.1)</translation>
    </message>
    <message>
        <source>{piece} is not suppressed</source>
        <translation>{piece} non è soppressa</translation>
    </message>
    <message>
        <source>{piece} is already a veteran</source>
        <translation>{piece} è già veterana</translation>
    </message>
    <message>
        <source>{piece} is not a veteran</source>
        <translation>{piece} non è veterana</translation>
    </message>
    <message>
        <source>only Japanese units can use caves (F102.1)</source>
        <translation>solo le unità giapponesi possono usare le caverne (F102.1)</translation>
    </message>
    <message>
        <source>{hex} has no cave (F102)</source>
        <translation>in {hex} non c&apos;è una caverna (F102)</translation>
    </message>
    <message>
        <source>{piece} is already inside the cave</source>
        <translation>{piece} è già nella caverna</translation>
    </message>
    <message>
        <source>{piece} is not inside the cave</source>
        <translation>{piece} non è nella caverna</translation>
    </message>
    <message>
        <source>{hex} is not next to {start}</source>
        <translation>{hex} non è adiacente a {start}</translation>
    </message>
    <message>
        <source>{hex} is ablaze (T83)</source>
        <translation>{hex} è in fiamme (T83)</translation>
    </message>
    <message>
        <source>{start} has no Exit Point on the enemy edge: units leave the map only there</source>
        <translation>{start} non ha un Punto di Uscita sul bordo nemico: le unità escono dalla mappa solo da lì</translation>
    </message>
    <message>
        <source>{hex} is not adjacent to {start}</source>
        <translation>{hex} non è adiacente a {start}</translation>
    </message>
    <message>
        <source>{hex} is ablaze: impassable</source>
        <translation>{hex} è in fiamme: invalicabile</translation>
    </message>
    <message>
        <source>{hex} holds enemy units: a Move may not enter it</source>
        <translation>in {hex} ci sono unità nemiche: un Movimento non può entrarvi</translation>
    </message>
    <message>
        <source>{hex} ({terrain}) is impassable</source>
        <translation>{hex} ({terrain}) è invalicabile</translation>
    </message>
    <message>
        <source>{terrain} costs all MP: only from the starting hex, and the Move ends</source>
        <translation>{terrain} costa tutti i PM: solo dall&apos;esagono di partenza, e il Movimento finisce</translation>
    </message>
    <message>
        <source>the previous step ended the Move</source>
        <translation>il passo precedente ha concluso il Movimento</translation>
    </message>
    <message>
        <source>leaving the wire in {hex} ends the Move (F107)</source>
        <translation>uscire dal reticolato in {hex} conclude il Movimento (F107)</translation>
    </message>
    <message>
        <source>step {n} into {hex}: {why}</source>
        <translation>passo {n} in {hex}: {why}</translation>
    </message>
    <message>
        <source>needs {mp} MP, only {budget} available</source>
        <translation>servono {mp} PM, disponibili solo {budget}</translation>
    </message>
    <message>
        <source>{piece} already has a weapon</source>
        <translation>{piece} ha già un&apos;arma</translation>
    </message>
    <message>
        <source>a weapon changes hands only between units in the same hex (O22.2)</source>
        <translation>un&apos;arma passa di mano solo tra unità nello stesso esagono (O22.2)</translation>
    </message>
    <message>
        <source>a weapon goes only to a friendly unit</source>
        <translation>un&apos;arma passa solo a un&apos;unità amica</translation>
    </message>
    <message>
        <source>{piece} already carries {weapon}</source>
        <translation>{piece} porta già {weapon}</translation>
    </message>
    <message>
        <source>{piece} already carries a weapon (15.1.1)</source>
        <translation>{piece} porta già un&apos;arma (15.1.1)</translation>
    </message>
    <message>
        <source>a leader carries only a weapon without a negative movement modifier (5.2)</source>
        <translation>un comandante porta solo armi senza modificatore negativo al movimento (5.2)</translation>
    </message>
    <message>
        <source>{piece} is not a reinforcement that has arrived</source>
        <translation>{piece} non è un rinforzo già arrivato</translation>
    </message>
    <message>
        <source>{hex} is not on {side}&apos;s friendly edge (13.1.2d)</source>
        <translation>{hex} non è sul bordo amico di {side} (13.1.2d)</translation>
    </message>
    <message>
        <source>{hex} is not on the {side}&apos; friendly edge (13.1.2d)</source>
        <translation>{hex} non è sul bordo amico degli {side} (13.1.2d)</translation>
    </message>
    <message>
        <source>{hex} is ablaze</source>
        <translation>{hex} è in fiamme</translation>
    </message>
    <message>
        <source>{hex} holds enemy units</source>
        <translation>in {hex} ci sono unità nemiche</translation>
    </message>
    <message>
        <source>no {marker} in water terrain (F100.3)</source>
        <translation>niente {marker} in acqua (F100.3)</translation>
    </message>
    <message>
        <source>{hex} is ablaze: no smoke</source>
        <translation>{hex} è in fiamme: niente fumo</translation>
    </message>
    <message>
        <source>{hex} already has smoke {n}: the highest stays (15.1.4)</source>
        <translation>{hex} ha già fumo {n}: resta il più alto (15.1.4)</translation>
    </message>
    <message>
        <source>{hex} is already ablaze</source>
        <translation>{hex} è già in fiamme</translation>
    </message>
    <message>
        <source>move the units out of {hex} first: a blaze displaces them (E53)</source>
        <translation>sposta prima le unità fuori da {hex}: un incendio le scaccia (E53)</translation>
    </message>
    <message>
        <source>no {marker} in {hex}</source>
        <translation>niente {marker} in {hex}</translation>
    </message>
    <message>
        <source>{piece} is not an eliminated unit</source>
        <translation>{piece} non è un&apos;unità eliminata</translation>
    </message>
    <message>
        <source>Infiltration Box {box} is not empty</source>
        <translation>la Casella di Infiltrazione {box} non è vuota</translation>
    </message>
    <message>
        <source>Infiltration Box {box} is empty</source>
        <translation>la Casella di Infiltrazione {box} è vuota</translation>
    </message>
    <message>
        <source>{piece} is not set up</source>
        <translation>{piece} non è schierata</translation>
    </message>
    <message>
        <source>{piece} is outside the setup area</source>
        <translation>{piece} è fuori dall&apos;area di schieramento</translation>
    </message>
    <message>
        <source>{hex} holds {n} figures: more than {limit} (15.2.3)</source>
        <translation>{hex} contiene {n} figure: più di {limit} (15.2.3)</translation>
    </message>
    <message>
        <source>a Sighting marker is not set up</source>
        <translation>un segnalino di avvistamento non è schierato</translation>
    </message>
    <message>
        <source>setup is over: use move or advance</source>
        <translation>lo schieramento è finito: usa muovi o avanza</translation>
    </message>
    <message>
        <source>{hex} is outside {side}&apos;s setup area</source>
        <translation>{hex} è fuori dall&apos;area di schieramento di {side}</translation>
    </message>
    <message>
        <source>{hex} is outside the {side}&apos; setup area</source>
        <translation>{hex} è fuori dall&apos;area di schieramento degli {side}</translation>
    </message>
    <message>
        <source>{hex} is ablaze: no unit may be there (T83)</source>
        <translation>{hex} è in fiamme: nessuna unità può starci (T83)</translation>
    </message>
    <message>
        <source>overstacking: {hex} would hold {n} figures, the limit at setup is {limit} (15.2.3)</source>
        <translation>sovraccarico: {hex} conterrebbe {n} figure, il limite allo schieramento è {limit} (15.2.3)</translation>
    </message>
    <message>
        <source>setup is over</source>
        <translation>lo schieramento è finito</translation>
    </message>
    <message>
        <source>reinforcements are placed at setup</source>
        <translation>i rinforzi si piazzano allo schieramento</translation>
    </message>
    <message>
        <source>space must be after the time marker ({n}) and at most {last}</source>
        <translation>la casella deve venire dopo il segnalino del Tempo ({n}) ed essere al massimo {last}</translation>
    </message>
    <message>
        <source>the Sighting marker is out of play</source>
        <translation>il segnalino di avvistamento è fuori gioco</translation>
    </message>
    <message>
        <source>{hex} is outside Japan&apos;s setup area (9.1)</source>
        <translation>{hex} è fuori dall&apos;area di schieramento del Giappone (9.1)</translation>
    </message>
    <message>
        <source>the Sighting marker has not arrived yet</source>
        <translation>il segnalino di avvistamento non è ancora arrivato</translation>
    </message>
    <message>
        <source>reinforcements enter along the friendly edge (13.1.2d)</source>
        <translation>i rinforzi entrano dal bordo amico (13.1.2d)</translation>
    </message>
    <message>
        <source>the Sighting marker is not on the map</source>
        <translation>il segnalino di avvistamento non è sulla mappa</translation>
    </message>
    <message>
        <source>{hex} already has a fortification (F100.3: one per hex)</source>
        <translation>{hex} ha già una fortificazione (F100.3: una per esagono)</translation>
    </message>
    <message>
        <source>{hex} is outside the owner&apos;s setup area</source>
        <translation>{hex} è fuori dall&apos;area di schieramento del proprietario</translation>
    </message>
    <message>
        <source>in play only the scenario Defender places fortifications (Hidden actions, A43)</source>
        <translation>durante il gioco solo il Difensore dello scenario piazza fortificazioni (azioni Nascosto, A43)</translation>
    </message>
    <message>
        <source>no fortification in {hex}</source>
        <translation>nessuna fortificazione in {hex}</translation>
    </message>
    <message>
        <source>fortifications are moved at setup only</source>
        <translation>le fortificazioni si spostano solo allo schieramento</translation>
    </message>
    <message>
        <source>play has already started</source>
        <translation>il gioco è già cominciato</translation>
    </message>
    <message>
        <source>fire once play has begun</source>
        <translation>si spara solo a gioco iniziato</translation>
    </message>
    <message>
        <source>name at least one firing piece</source>
        <translation>indica almeno un pezzo che spara</translation>
    </message>
    <message>
        <source>a fire group is one side&apos;s pieces, each named once</source>
        <translation>un gruppo di fuoco è fatto di pezzi di una sola parte, ciascuno indicato una volta</translation>
    </message>
    <message>
        <source>no enemy unit in {hex}</source>
        <translation>nessuna unità nemica in {hex}</translation>
    </message>
    <message>
        <source>{hex} is a melee hex: no fire into it (19)</source>
        <translation>{hex} è un esagono di mischia: non ci si spara dentro (19)</translation>
    </message>
    <message>
        <source>ordnance fires alone: it cannot join a fire group (5.5)</source>
        <translation>l&apos;artiglieria spara da sola: non entra in un gruppo di fuoco (5.5)</translation>
    </message>
    <message>
        <source>{piece} is in a melee hex and cannot fire (19)</source>
        <translation>{piece} è in un esagono di mischia e non può sparare (19)</translation>
    </message>
    <message>
        <source>{piece} is not carried by a unit</source>
        <translation>{piece} non è portata da un&apos;unità</translation>
    </message>
    <message>
        <source>{piece} is broken</source>
        <translation>{piece} è rotta</translation>
    </message>
    <message>
        <source>{piece} is broken: it cannot fire its weapon (3.2, 4.2)</source>
        <translation>{piece} è rotta: non può usare la sua arma (3.2, 4.2)</translation>
    </message>
    <message>
        <source>{piece} is suppressed: it cannot fire its weapon (3.2, 4.2)</source>
        <translation>{piece} è soppressa: non può usare la sua arma (3.2, 4.2)</translation>
    </message>
    <message>
        <source>no weapon fires from water terrain ({hex}, F100.3)</source>
        <translation>nessuna arma spara da un esagono d&apos;acqua ({hex}, F100.3)</translation>
    </message>
    <message>
        <source>no weapon fires from a wire hex ({hex}, F107)</source>
        <translation>nessuna arma spara da un esagono con reticolato ({hex}, F107)</translation>
    </message>
    <message>
        <source>{piece} does not fire here</source>
        <translation>{piece} qui non spara</translation>
    </message>
    <message>
        <source>{piece} has range {range}; {hex} is {n} hexes away</source>
        <translation>{piece} ha gittata {range}; {hex} è a {n} esagoni</translation>
    </message>
    <message>
        <source>{piece} has a minimum range of {n} (5)</source>
        <translation>{piece} ha una gittata minima di {n} (5)</translation>
    </message>
    <message>
        <source>no LOS from {start} to {hex}</source>
        <translation>nessuna LdV da {start} a {hex}</translation>
    </message>
    <message>
        <source>no LOS from {start} to {hex}: {why}</source>
        <translation>nessuna LdV da {start} a {hex}: {why}</translation>
    </message>
    <message>
        <source>{piece} has no FP to fire with</source>
        <translation>{piece} non ha PF per sparare</translation>
    </message>
    <message>
        <source>a fire group&apos;s hexes must form a chain of adjacent hexes (O27.3.1)</source>
        <translation>gli esagoni di un gruppo di fuoco devono formare una catena di esagoni adiacenti (O27.3.1)</translation>
    </message>
    <message>
        <source>units in wire cannot form a fire group with pieces outside their hex (F107)</source>
        <translation>le unità nel reticolato non formano gruppi di fuoco con pezzi fuori dal loro esagono (F107)</translation>
    </message>
    <message>
        <source>the hindrance of {n} leaves no FP: the shot cannot be made (16.3.2)</source>
        <translation>l&apos;intralcio di {n} non lascia PF: il tiro non si può fare (16.3.2)</translation>
    </message>
    <message>
        <source>no enemy unit in {hex} can be seen: {why}</source>
        <translation>nessuna unità nemica in {hex} è visibile: {why}</translation>
    </message>
    <message>
        <source>melee happens in play</source>
        <translation>la mischia avviene durante il gioco</translation>
    </message>
    <message>
        <source>{hex} holds no melee</source>
        <translation>in {hex} non c&apos;è mischia</translation>
    </message>
    <message>
        <source>{hex} is not on the {edge} edge</source>
        <translation>{hex} non è sul bordo {edge}</translation>
    </message>
    <message>
        <source>a unit can never exit across its own friendly edge (14.2.1)</source>
        <translation>un&apos;unità non può mai uscire dal proprio bordo amico (14.2.1)</translation>
    </message>
    <message>
        <source>the {edge} edge is a flank: flanks are impassable barriers (14.2.1)</source>
        <translation>il bordo {edge} è un fianco: i fianchi sono barriere invalicabili (14.2.1)</translation>
    </message>
    <message>
        <source>{hex} has no Exit Point: units leave only through an enemy-edge Exit Point (14.2.1)</source>
        <translation>{hex} non ha un Punto di Uscita: le unità escono solo dai Punti di Uscita del bordo nemico (14.2.1)</translation>
    </message>
    <message>
        <source>units move once play has begun (set up with place)</source>
        <translation>le unità muovono solo a gioco iniziato (allo schieramento si piazzano)</translation>
    </message>
    <message>
        <source>an order activates one unit: {piece} commands no other (O20.1, 3.3.1.1)</source>
        <translation>un ordine attiva una sola unità: {piece} non ne comanda altre (O20.1, 3.3.1.1)</translation>
    </message>
    <message>
        <source>{piece} is not a unit {leader} commands (O20.1, 3.3.1.1)</source>
        <translation>{piece} non è un&apos;unità comandata da {leader} (O20.1, 3.3.1.1)</translation>
    </message>
    <message>
        <source>a moving group must start together in one hex on the map</source>
        <translation>un gruppo in movimento deve partire insieme da un esagono della mappa</translation>
    </message>
    <message>
        <source>units advance once play has begun</source>
        <translation>le unità avanzano solo a gioco iniziato</translation>
    </message>
    <message>
        <source>advancing units must start together in one hex on the map</source>
        <translation>le unità che avanzano devono partire insieme da un esagono della mappa</translation>
    </message>
    <message>
        <source>{hex} is not next to {start}: an Advance goes one hex (O22), or cave to cave from inside a cave (F102.3)</source>
        <translation>{hex} non è adiacente a {start}: un&apos;Avanzata va di un esagono (O22), o da caverna a caverna partendo dentro una caverna (F102.3)</translation>
    </message>
    <message>
        <source>{hex} is ablaze: impassable (T83)</source>
        <translation>{hex} è in fiamme: invalicabile (T83)</translation>
    </message>
    <message>
        <source>an exited unit waits on a Time space after {n}, at most {last} (14.2.2)</source>
        <translation>un&apos;unità uscita attende su una casella del Tempo dopo la {n}, al massimo la {last} (14.2.2)</translation>
    </message>
    <message>
        <source>no mines in {hex}</source>
        <translation>nessuna mina in {hex}</translation>
    </message>
    <message>
        <source>time advances in play</source>
        <translation>il Tempo avanza durante il gioco</translation>
    </message>
    <message>
        <source>say why the VP change</source>
        <translation>spiega perché cambiano i PV</translation>
    </message>
    <message>
        <source>chit {chit} is already revealed</source>
        <translation>l&apos;obiettivo {chit} è già rivelato</translation>
    </message>
    <message>
        <source>{posture} is a Japanese posture only</source>
        <translation>{posture} è una postura solo giapponese</translation>
    </message>
    <message>
        <source>turns begin with play</source>
        <translation>i turni cominciano con il gioco</translation>
    </message>
    <message>
        <source>the note is empty</source>
        <translation>la nota è vuota</translation>
    </message>
    <message>
        <source>the game is not in play</source>
        <translation>la partita non è in corso</translation>
    </message>
    <message>
        <source>{side} does not hold the Initiative card</source>
        <translation>{side} non ha la carta Iniziativa</translation>
    </message>
    <message>
        <source>{side} do not hold the Initiative card</source>
        <translation>gli {side} non hanno la carta Iniziativa</translation>
    </message>
    <message>
        <source>the last action ({what}) made no roll</source>
        <translation>l&apos;ultima azione ({what}) non ha fatto tiri</translation>
    </message>
    <message>
        <source>the game is over: {why}</source>
        <translation>la partita è finita: {why}</translation>
    </message>
    <message>
        <source>name at least one unit</source>
        <translation>indica almeno un&apos;unità</translation>
    </message>
    <message>
        <source>{piece} is not a unit</source>
        <translation>{piece} non è un&apos;unità</translation>
    </message>
    <message>
        <source>units of both sides cannot act together</source>
        <translation>unità delle due parti non possono agire insieme</translation>
    </message>
    <message>
        <source>a unit is named twice</source>
        <translation>un&apos;unità è indicata due volte</translation>
    </message>
    <message>
        <source>{pieces} fire together at {hex} ({n} FP; activated by {leader})</source>
        <translation>{pieces} sparano insieme su {hex} ({n} PF; attivati da {leader})</translation>
    </message>
    <message>
        <source>Fire group at {hex}: leave a piece out?</source>
        <translation>Gruppo di fuoco su {hex}: lasciare fuori un pezzo?</translation>
    </message>
    <message>
        <source>fire with all {n} pieces ({fp} FP)</source>
        <translation>sparare con tutti i {n} pezzi ({fp} PF)</translation>
    </message>
    <message>
        <source>leave out {piece} (then {n} FP)</source>
        <translation>lasciare fuori {piece} (poi {n} PF)</translation>
    </message>
    <message>
        <source>Smoke {n} drawn from the cup ({left} left in it).</source>
        <translation>Fumo {n} pescato dalla tazza (ne restano {left}).</translation>
    </message>
    <message>
        <source>The smoke {n} goes back to the cup: the smoke {old} in {hex} stays (15.1.4).</source>
        <translation>Il fumo {n} torna nella tazza: resta il fumo {old} in {hex} (15.1.4).</translation>
    </message>
    <message>
        <source>The smoke {old} in {hex} goes back to the cup: the higher one stays (15.1.4).</source>
        <translation>Il fumo {old} in {hex} torna nella tazza: resta il più alto (15.1.4).</translation>
    </message>
    <message>
        <source>The smoke cup is empty: no smoke is drawn.</source>
        <translation>La tazza del fumo è vuota: non si pesca nessun fumo.</translation>
    </message>
    <message>
        <source>No smoke in {hex}: water terrain (F100.3).</source>
        <translation>Niente fumo in {hex}: terreno d&apos;acqua (F100.3).</translation>
    </message>
    <message>
        <source>No smoke in {hex}: it is ablaze (T83).</source>
        <translation>Niente fumo in {hex}: è in fiamme (T83).</translation>
    </message>
    <message>
        <source>{piece} fires a smoke round at {hex} (O27.2.1).</source>
        <translation>{piece} spara un colpo fumogeno su {hex} (O27.2.1).</translation>
    </message>
    <message>
        <source>Targeting {roll} - {n} hindrance does not beat range {range}: the smoke round misses (O27.2.1).</source>
        <translation>Tiro per colpire {roll} - {n} intralcio non supera la gittata {range}: il colpo fumogeno manca il bersaglio (O27.2.1).</translation>
    </message>
    <message>
        <source>Targeting {roll} - {n} beats range {range}: the smoke round lands in {hex} (O27.2.1).</source>
        <translation>Tiro per colpire {roll} - {n} supera la gittata {range}: il colpo fumogeno cade in {hex} (O27.2.1).</translation>
    </message>
    <message>
        <source>{piece} fires no smoke rounds (O27.2.1)</source>
        <translation>{piece} non spara colpi fumogeni (O27.2.1)</translation>
    </message>
    <message>
        <source>no smoke can go in {hex}</source>
        <translation>in {hex} non può andare fumo</translation>
    </message>
    <message>
        <source>{piece}: a smoke round at a hex in range (O27.2.1)</source>
        <translation>{piece}: un colpo fumogeno su un esagono a gittata (O27.2.1)</translation>
    </message>
    <message>
        <source>Smoke round: at which hex (declared before the Targeting roll)?</source>
        <translation>Colpo fumogeno: su quale esagono (dichiarato prima del tiro per colpire)?</translation>
    </message>
    <message>
        <source>smoke at {hex} (range {n})</source>
        <translation>fumo su {hex} (gittata {n})</translation>
    </message>
    <message>
        <source>Smoke Screen: one smoke with or next to each activated squad (A47)?</source>
        <translation>Cortina fumogena: un fumo con o accanto a ogni squadra attivata (A47)?</translation>
    </message>
    <message>
        <source>no Smoke Screen</source>
        <translation>nessuna Cortina fumogena</translation>
    </message>
    <message>
        <source>play Smoke Screen: up to {n} smoke</source>
        <translation>gioca Cortina fumogena: fino a {n} fumi</translation>
    </message>
    <message>
        <source>Smoke Screen: next smoke with which squad, in which hex?</source>
        <translation>Cortina fumogena: il prossimo fumo con quale squadra, in quale esagono?</translation>
    </message>
    <message>
        <source>draw no more smoke</source>
        <translation>non pescare altro fumo</translation>
    </message>
    <message>
        <source>smoke in {hex}, with {piece}</source>
        <translation>fumo in {hex}, con {piece}</translation>
    </message>
    <message>
        <source>smoke with the activated squads</source>
        <translation>fumo con le squadre attivate</translation>
    </message>
    <message>
        <source>White Phosphorus: draw a smoke and place it next to one of your unbroken squads?</source>
        <translation>Fosforo bianco: pescare un fumo e piazzarlo accanto a una delle tue squadre non rotte?</translation>
    </message>
    <message>
        <source>draw no smoke</source>
        <translation>non pescare fumo</translation>
    </message>
    <message>
        <source>draw a smoke</source>
        <translation>pesca un fumo</translation>
    </message>
    <message>
        <source>White Phosphorus: smoke {n} into which hex?</source>
        <translation>Fosforo bianco: fumo {n} in quale esagono?</translation>
    </message>
    <message>
        <source>White Phosphorus in {hex}: break which of your units?</source>
        <translation>Fosforo bianco in {hex}: quale delle tue unità rompere?</translation>
    </message>
    <message>
        <source>no hex next to an unbroken friendly squad can take smoke</source>
        <translation>nessun esagono accanto a una squadra amica non rotta può ricevere fumo</translation>
    </message>
    <message>
        <source>the smoke cup is empty</source>
        <translation>la tazza del fumo è vuota</translation>
    </message>
    <message>
        <source>the countermix holds no two {quality} teams to deploy into (E56)</source>
        <translation>le pedine disponibili non contengono due team {quality} in cui schierarsi (E56)</translation>
    </message>
    <message>
        <source>{piece} deploys into a {team} and a {team2} (E56).</source>
        <translation>{piece} si divide in {team} e {team2} (E56).</translation>
    </message>
    <message>
        <source>the countermix holds no two teams of the OB quality (E56)</source>
        <translation>le pedine disponibili non contengono due team della qualità dell&apos;OB (E56)</translation>
    </message>
    <message>
        <source>the countermix holds no more {piece}</source>
        <translation>il countermix non ha più {piece}</translation>
    </message>
    <message>
        <source>the countermix holds no {piece} (E59, E61)</source>
        <translation>le pedine disponibili non contengono {piece} (E59, E61)</translation>
    </message>
    <message>
        <source>deploy {piece} into {teams}</source>
        <translation>dividi {piece} in {teams}</translation>
    </message>
    <message>
        <source>deploy {piece} into {teams}, the weapon to the second team</source>
        <translation>dividi {piece} in {teams}, l&apos;arma alla seconda team</translation>
    </message>
    <message>
        <source>deploy {piece} into {teams}, the suppressed marker to the second team</source>
        <translation>dividi {piece} in {teams}, il segnalino soppresso alla seconda team</translation>
    </message>
    <message>
        <source>deploy {piece} into {teams}, the veteran marker to the second team</source>
        <translation>dividi {piece} in {teams}, il segnalino veterano alla seconda team</translation>
    </message>
    <message>
        <source>Hero: which broken unit rallies?</source>
        <translation>Eroe: quale unità in rotta si riprende?</translation>
    </message>
    <message>
        <source>Field Promotion: join which broken unit?</source>
        <translation>Promozione sul campo: con quale unità in rotta?</translation>
    </message>
    <message>
        <source>Walking Wounded: which unit returns?</source>
        <translation>Feriti che camminano: quale unità ritorna?</translation>
    </message>
    <message>
        <source>remove the {marker} in {hex}</source>
        <translation>rimuovi {marker} in {hex}</translation>
    </message>
    <message>
        <source>Battle Harden: which unit?</source>
        <translation>Temprati dalla battaglia: quale unità?</translation>
    </message>
    <message>
        <source>Bushido: which unit?</source>
        <translation>Bushido: quale unità?</translation>
    </message>
    <message>
        <source>Interdiction: suppress which unit?</source>
        <translation>Interdizione: quale unità sopprimere?</translation>
    </message>
    <message>
        <source>KIA: eliminate which broken unit?</source>
        <translation>Caduto in azione: quale unità in rotta eliminare?</translation>
    </message>
    <message>
        <source>Medic!: rally which unit?</source>
        <translation>Medico!: quale unità si riprende?</translation>
    </message>
    <message>
        <source>Prisoners of War: which unit?</source>
        <translation>Prigionieri di guerra: quale unità?</translation>
    </message>
    <message>
        <source>Suppressing Fire: which unit?</source>
        <translation>Fuoco di soppressione: quale unità?</translation>
    </message>
    <message>
        <source>place {piece} in {hex}</source>
        <translation>metti {piece} in {hex}</translation>
    </message>
    <message>
        <source>place {piece} in {hex} (into melee)</source>
        <translation>metti {piece} in {hex} (in mischia)</translation>
    </message>
    <message>
        <source>A blaze fills {start}: where does {piece} go?</source>
        <translation>Un incendio invade {start}: dove va {piece}?</translation>
    </message>
    <message>
        <source>move {piece} to {hex}</source>
        <translation>sposta {piece} in {hex}</translation>
    </message>
    <message>
        <source>move {piece} to {hex} (into melee)</source>
        <translation>sposta {piece} in {hex} (in mischia)</translation>
    </message>
    <message>
        <source>move the Sighting marker in {start} to {hex}</source>
        <translation>sposta il segnalino di avvistamento da {start} a {hex}</translation>
    </message>
    <message>
        <source>{piece} calls for a radio (O24.1).</source>
        <translation>{piece} chiede una radio (O24.1).</translation>
    </message>
    <message>
        <source>Radio Table roll</source>
        <translation>tiro sulla Tabella delle radio</translation>
    </message>
    <message>
        <source>Artillery Box ({side}): {radio}, {fp} FP (O24.1c).</source>
        <translation>Casella dell&apos;artiglieria ({side}): {radio}, PF {fp} (O24.1c).</translation>
    </message>
    <message>
        <source>{radio} (O24.1c)</source>
        <translation>{radio} (O24.1c)</translation>
    </message>
    <message>
        <source>Artillery Box ({side}): the artillery denied marker (O24.1d).</source>
        <translation>Casella dell&apos;artiglieria ({side}): il segnalino di artiglieria negata (O24.1d).</translation>
    </message>
    <message>
        <source>{piece} spots for {radio}: spotting round in {hex} (O24.3.1).</source>
        <translation>{piece} osserva per {radio}: colpo di aggiustamento in {hex} (O24.3.1).</translation>
    </message>
    <message>
        <source>{piece} spots for {radio}, smoke announced: spotting round in {hex} (O24.3.1).</source>
        <translation>{piece} osserva per {radio}, fumo annunciato: colpo di aggiustamento in {hex} (O24.3.1).</translation>
    </message>
    <message>
        <source>{piece} calls for illumination: spotting round in {hex} (O24.7).</source>
        <translation>{piece} chiede l&apos;illuminazione: colpo di aggiustamento in {hex} (O24.7).</translation>
    </message>
    <message>
        <source>accuracy roll</source>
        <translation>tiro di precisione</translation>
    </message>
    <message>
        <source>drift check</source>
        <translation>verifica della deriva</translation>
    </message>
    <message>
        <source>Accuracy {roll} - {n} hindrance beats range {range}: accurate, minor drift (O24.3.2.1).</source>
        <translation>Precisione {roll} - {n} di intralcio supera la gittata {range}: preciso, deriva minore (O24.3.2.1).</translation>
    </message>
    <message>
        <source>Accuracy {roll} - {n} hindrance does not beat range {range}: inaccurate, major drift (O24.3.2.2).</source>
        <translation>Precisione {roll} - {n} di intralcio non supera la gittata {range}: impreciso, deriva maggiore (O24.3.2.2).</translation>
    </message>
    <message>
        <source>The spotting round drifts one hex in direction {white}, then one in direction {coloured} (O24.3.2.1).</source>
        <translation>Il colpo di aggiustamento devia di un esagono in direzione {white}, poi di uno in direzione {coloured} (O24.3.2.1).</translation>
    </message>
    <message>
        <source>The spotting round drifts {coloured} hexes in direction {white} (O24.3.2.2).</source>
        <translation>Il colpo di aggiustamento devia di {coloured} esagoni in direzione {white} (O24.3.2.2).</translation>
    </message>
    <message>
        <source>The spotting round lands in {hex}.</source>
        <translation>Il colpo di aggiustamento cade in {hex}.</translation>
    </message>
    <message>
        <source>The spotting round drifts off the map: no effect (O24.3.2.3).</source>
        <translation>Il colpo di aggiustamento esce dalla mappa: nessun effetto (O24.3.2.3).</translation>
    </message>
    <message>
        <source>impact roll on {hex}</source>
        <translation>tiro d&apos;impatto su {hex}</translation>
    </message>
    <message>
        <source>{radio} strikes {hex}: FP {fp}{mods} = {total} (O24.3.3).</source>
        <translation>{radio} colpisce {hex}: PF {fp}{mods} = {total} (O24.3.3).</translation>
    </message>
    <message>
        <source>Impact roll {roll} equals the vulnerability number: the {fort} in {hex} is destroyed (O24.3.4).</source>
        <translation>Tiro d&apos;impatto {roll} pari al numero di vulnerabilità: distrutta la fortificazione ({fort}) in {hex} (O24.3.4).</translation>
    </message>
    <message>
        <source>Impact roll {roll}, vulnerability number {n}: the {fort} in {hex} stands (O24.3.4).</source>
        <translation>Tiro d&apos;impatto {roll}, numero di vulnerabilità {n}: la fortificazione ({fort}) in {hex} resiste (O24.3.4).</translation>
    </message>
    <message>
        <source>{hex} is a melee hex: the barrage cannot strike it (19.1).</source>
        <translation>{hex} è un esagono di mischia: lo sbarramento non può colpirlo (19.1).</translation>
    </message>
    <message>
        <source>No unit or fortification in the blast area around {hex}: nothing to strike (O24.3.3).</source>
        <translation>Nessuna unità o fortificazione nell&apos;area d&apos;impatto attorno a {hex}: nulla da colpire (O24.3.3).</translation>
    </message>
    <message>
        <source>Smoke barrage around {hex} (O24.3.3).</source>
        <translation>Sbarramento di fumo attorno a {hex} (O24.3.3).</translation>
    </message>
    <message>
        <source>A starshell lights up {hex} (O24.7c).</source>
        <translation>Un proiettile illuminante illumina {hex} (O24.7c).</translation>
    </message>
    <message>
        <source>Asset Request: which?</source>
        <translation>Richiesta di mezzi: quale?</translation>
    </message>
    <message>
        <source>Communication Established: roll on the Radio Table (O24.1)</source>
        <translation>Comunicazione stabilita: tira sulla Tabella delle radio (O24.1)</translation>
    </message>
    <message>
        <source>Fire For Effect with {radio} (O24.3)</source>
        <translation>Fuoco d&apos;efficacia con {radio} (O24.3)</translation>
    </message>
    <message>
        <source>Fire For Effect with {radio}: smoke barrage (O24.3)</source>
        <translation>Fuoco d&apos;efficacia con {radio}: sbarramento di fumo (O24.3)</translation>
    </message>
    <message>
        <source>Illumination: a starshell (O24.7)</source>
        <translation>Illuminazione: un proiettile illuminante (O24.7)</translation>
    </message>
    <message>
        <source>Which leader?</source>
        <translation>Quale comandante?</translation>
    </message>
    <message>
        <source>activate {piece}</source>
        <translation>attiva {piece}</translation>
    </message>
    <message>
        <source>Spotting round: in which hex?</source>
        <translation>Colpo di aggiustamento: in quale esagono?</translation>
    </message>
    <message>
        <source>{hex} (blast area: {enemy} enemy, {friendly} friendly units)</source>
        <translation>{hex} (area d&apos;impatto: unità nemiche {enemy}, amiche {friendly})</translation>
    </message>
    <message>
        <source>{hex} ({enemy} enemy units within 2 hexes)</source>
        <translation>{hex} (unità nemiche entro 2 esagoni: {enemy})</translation>
    </message>
    <message>
        <source>Radio Table: which?</source>
        <translation>Tabella delle radio: quale?</translation>
    </message>
    <message>
        <source>{radio} ({fp} FP) for {n} VP</source>
        <translation>{radio} (PF {fp}) per {n} PV</translation>
    </message>
    <message>
        <source>the artillery denied marker</source>
        <translation>il segnalino di artiglieria negata</translation>
    </message>
    <message>
        <source>Which hex does the barrage strike next?</source>
        <translation>Quale esagono colpisce ora lo sbarramento?</translation>
    </message>
    <message>
        <source>strike {hex}</source>
        <translation>colpisci {hex}</translation>
    </message>
    <message>
        <source>no Communication Established at night (18.4)</source>
        <translation>niente Comunicazione stabilita di notte (18.4)</translation>
    </message>
    <message>
        <source>the Artillery Box ({side}) already holds a radio or an artillery denied marker (15.1.2)</source>
        <translation>la casella dell&apos;artiglieria ({side}) contiene già una radio o un segnalino di artiglieria negata (15.1.2)</translation>
    </message>
    <message>
        <source>{piece} cannot be activated for an Asset Request: an unbroken, unsuppressed, unactivated leader is needed (O24)</source>
        <translation>{piece} non può essere attivato per una Richiesta di mezzi: serve un comandante non rotto, non soppresso e non ancora attivato (O24)</translation>
    </message>
    <message>
        <source>no unbroken radio in the Artillery Box ({side}) (O24.3)</source>
        <translation>nessuna radio funzionante nella casella dell&apos;artiglieria ({side}) (O24.3)</translation>
    </message>
    <message>
        <source>{piece} has no LOS to {hex} (O24.3.1)</source>
        <translation>{piece} non ha LdV verso {hex} (O24.3.1)</translation>
    </message>
    <message>
        <source>{hex} is in or next to a melee hex: no spotting round there (O24.3.1)</source>
        <translation>{hex} è un esagono di mischia o vi è adiacente: niente colpo di aggiustamento lì (O24.3.1)</translation>
    </message>
    <message>
        <source>Illumination only at night (18.5)</source>
        <translation>Illuminazione solo di notte (18.5)</translation>
    </message>
    <message>
        <source>{radio} is not a radio counter</source>
        <translation>{radio} non è una pedina radio</translation>
    </message>
    <message>
        <source>no unit or fortification in {hex}: the barrage does not strike it (O24.3.3)</source>
        <translation>nessuna unità o fortificazione in {hex}: lo sbarramento non lo colpisce (O24.3.3)</translation>
    </message>
    <message>
        <source>{radio} cannot fire smoke</source>
        <translation>{radio} non può sparare fumo</translation>
    </message>
    <message>
        <source>Communication Established</source>
        <translation>Comunicazione stabilita</translation>
    </message>
    <message>
        <source>Artillery Box</source>
        <translation>Casella dell&apos;artiglieria</translation>
    </message>
    <message>
        <source>Fire For Effect</source>
        <translation>Fuoco d&apos;efficacia</translation>
    </message>
    <message>
        <source>Illumination</source>
        <translation>Illuminazione</translation>
    </message>
    <message>
        <source>Artillery impact</source>
        <translation>Impatto dell&apos;artiglieria</translation>
    </message>
    <message>
        <source>fighter</source>
        <translation>caccia</translation>
    </message>
    <message>
        <source>dive bomber</source>
        <translation>bombardiere in picchiata</translation>
    </message>
    <message>
        <source>{name} ({face})</source>
        <translation>{name} ({face})</translation>
    </message>
    <message>
        <source>{face} ({side})</source>
        <translation>{face} ({side})</translation>
    </message>
    <message>
        <source>{aircraft} arrives over {hex} (E50).</source>
        <translation>{aircraft} arriva sopra {hex} (E50).</translation>
    </message>
    <message>
        <source>{aircraft} placed over {hex} by hand.</source>
        <translation>{aircraft} messo sopra {hex} a mano.</translation>
    </message>
    <message>
        <source>The aircraft is flipped: {aircraft}.</source>
        <translation>L&apos;aereo viene girato: {aircraft}.</translation>
    </message>
    <message>
        <source>{aircraft} leaves the map.</source>
        <translation>{aircraft} lascia la mappa.</translation>
    </message>
    <message>
        <source>{aircraft} leaves the map after its run (O24.4d, O24.5).</source>
        <translation>{aircraft} lascia la mappa dopo la sua incursione (O24.4d, O24.5).</translation>
    </message>
    <message>
        <source>Abort Run: {aircraft} leaves the map (O23.3).</source>
        <translation>Incursione annullata: {aircraft} lascia la mappa (O23.3).</translation>
    </message>
    <message>
        <source>Air Support: {aircraft} is driven off the map (E50).</source>
        <translation>Supporto aereo: {aircraft} è scacciato dalla mappa (E50).</translation>
    </message>
    <message>
        <source>{aircraft} dives on {hex} (O24.4a).</source>
        <translation>{aircraft} si lancia in picchiata su {hex} (O24.4a).</translation>
    </message>
    <message>
        <source>{aircraft} has no enemy unit in its LOS: no bombing target (O24.4a).</source>
        <translation>{aircraft} non ha unità nemiche in linea di vista: nessun bersaglio da bombardare (O24.4a).</translation>
    </message>
    <message>
        <source>bombing targeting roll</source>
        <translation>tiro per colpire del bombardamento</translation>
    </message>
    <message>
        <source>{aircraft} faces direction {n} for its strafing run (O24.5a).</source>
        <translation>{aircraft} si orienta in direzione {n} per il mitragliamento (O24.5a).</translation>
    </message>
    <message>
        <source>{aircraft} sees no unit in the line ahead: nothing to strafe (O24.5b).</source>
        <translation>{aircraft} non vede unità nella linea davanti a sé: niente da mitragliare (O24.5b).</translation>
    </message>
    <message>
        <source>air attack on {hex}</source>
        <translation>attacco aereo su {hex}</translation>
    </message>
    <message>
        <source>{aircraft} bombs {hex}: FP {fp}{mods} = {total} (O24.4c).</source>
        <translation>{aircraft} bombarda {hex}: PF {fp}{mods} = {total} (O24.4c).</translation>
    </message>
    <message>
        <source>{aircraft} strafes {hex}: FP {fp}{mods} = {total} (O24.5b).</source>
        <translation>{aircraft} mitraglia {hex}: PF {fp}{mods} = {total} (O24.5b).</translation>
    </message>
    <message>
        <source>Attack roll {roll} equals the dive bomber&apos;s vulnerability number: the {fort} in {hex} is destroyed (O24.4c).</source>
        <translation>Tiro d&apos;attacco {roll} pari al numero di vulnerabilità del bombardiere in picchiata: distrutta la fortificazione ({fort}) in {hex} (O24.4c).</translation>
    </message>
    <message>
        <source>Attack roll {roll}, vulnerability number {n}: the {fort} in {hex} stands (O24.4c).</source>
        <translation>Tiro d&apos;attacco {roll}, numero di vulnerabilità {n}: la fortificazione ({fort}) in {hex} resiste (O24.4c).</translation>
    </message>
    <message>
        <source>{hex} is a melee hex: the aircraft cannot attack it (19.1).</source>
        <translation>{hex} è un esagono di mischia: l&apos;aereo non può attaccarlo (19.1).</translation>
    </message>
    <message>
        <source>Pull Up!: an Air Support event cancels the run (O24.4, O24.5).</source>
        <translation>Cabrata!: un evento Supporto aereo annulla l&apos;incursione (O24.4, O24.5).</translation>
    </message>
    <message>
        <source>the scenario year is outside this card&apos;s Air Support dates</source>
        <translation>l&apos;anno dello scenario è fuori dalle date di Supporto aereo di questa carta</translation>
    </message>
    <message>
        <source>no aircraft at night (18.6)</source>
        <translation>niente aerei di notte (18.6)</translation>
    </message>
    <message>
        <source>Bombing Run with {aircraft} (O24.4)</source>
        <translation>Bombardamento con {aircraft} (O24.4)</translation>
    </message>
    <message>
        <source>Strafing Run with {aircraft} (O24.5)</source>
        <translation>Mitragliamento con {aircraft} (O24.5)</translation>
    </message>
    <message>
        <source>Bombing Run: which hex?</source>
        <translation>Bombardamento: quale esagono?</translation>
    </message>
    <message>
        <source>{hex} ({n} enemy units)</source>
        <translation>{hex} (unità nemiche: {n})</translation>
    </message>
    <message>
        <source>Strafing Run: facing which direction?</source>
        <translation>Mitragliamento: verso quale direzione?</translation>
    </message>
    <message>
        <source>direction {n}: {enemy} enemy, {friendly} friendly units in LOS</source>
        <translation>direzione {n}: unità in linea di vista nemiche {enemy}, amiche {friendly}</translation>
    </message>
    <message>
        <source>Abort Run: remove {aircraft} (O23.3)</source>
        <translation>Incursione annullata: rimuovi {aircraft} (O23.3)</translation>
    </message>
    <message>
        <source>Air Support: in which hex does your aircraft arrive (E50)?</source>
        <translation>Supporto aereo: in quale esagono arriva il tuo aereo (E50)?</translation>
    </message>
    <message>
        <source>{hex} ({n} enemy units in LOS)</source>
        <translation>{hex} (unità nemiche in linea di vista: {n})</translation>
    </message>
    <message>
        <source>{side} has no aircraft on the map (8)</source>
        <translation>{side}: nessun aereo sulla mappa (8)</translation>
    </message>
    <message>
        <source>{hex} is no Bombing Run target: no enemy unit there in the dive bomber&apos;s LOS (O24.4a)</source>
        <translation>{hex} non è un bersaglio del bombardamento: nessuna unità nemica lì nella linea di vista del bombardiere in picchiata (O24.4a)</translation>
    </message>
    <message>
        <source>no unit in {hex} in the aircraft&apos;s LOS (O24.4, O24.5)</source>
        <translation>nessuna unità in {hex} nella linea di vista dell&apos;aereo (O24.4, O24.5)</translation>
    </message>
    <message>
        <source>Aircraft placed</source>
        <translation>Aereo piazzato</translation>
    </message>
    <message>
        <source>Aircraft flipped</source>
        <translation>Aereo girato</translation>
    </message>
    <message>
        <source>Aircraft removed</source>
        <translation>Aereo rimosso</translation>
    </message>
    <message>
        <source>Bombing Run</source>
        <translation>Bombardamento</translation>
    </message>
    <message>
        <source>Strafing Run</source>
        <translation>Mitragliamento</translation>
    </message>
    <message>
        <source>Air attack</source>
        <translation>Attacco aereo</translation>
    </message>
    <message>
        <source>Infiltrate</source>
        <translation>Infiltrazione</translation>
    </message>
    <message>
        <source>Reinforcements</source>
        <translation>Rinforzi</translation>
    </message>
    <message>
        <source>Hidden Unit</source>
        <translation>Unità nascosta</translation>
    </message>
    <message>
        <source>sustained fire</source>
        <translation>fuoco prolungato</translation>
    </message>
    <message>
        <source>marksmanship</source>
        <translation>tiro scelto</translation>
    </message>
    <message>
        <source>crossfire</source>
        <translation>fuoco incrociato</translation>
    </message>
    <message>
        <source>enfilade</source>
        <translation>fuoco d&apos;infilata</translation>
    </message>
    <message>
        <source>hand grenades</source>
        <translation>bombe a mano</translation>
    </message>
    <message>
        <source>air support</source>
        <translation>supporto aereo</translation>
    </message>
    <message>
        <source>battle harden</source>
        <translation>temprati dalla battaglia</translation>
    </message>
    <message>
        <source>battlelust</source>
        <translation>furia di battaglia</translation>
    </message>
    <message>
        <source>blaze</source>
        <translation>incendio</translation>
    </message>
    <message>
        <source>breezy</source>
        <translation>brezza</translation>
    </message>
    <message>
        <source>bushido</source>
        <translation>bushido</translation>
    </message>
    <message>
        <source>deploy</source>
        <translation>divisione</translation>
    </message>
    <message>
        <source>detritus of war</source>
        <translation>detriti di guerra</translation>
    </message>
    <message>
        <source>field of battle</source>
        <translation>campo di battaglia</translation>
    </message>
    <message>
        <source>field promotion</source>
        <translation>promozione sul campo</translation>
    </message>
    <message>
        <source>gusts</source>
        <translation>raffiche</translation>
    </message>
    <message>
        <source>hero</source>
        <translation>eroe</translation>
    </message>
    <message>
        <source>interdiction</source>
        <translation>interdizione</translation>
    </message>
    <message>
        <source>jam</source>
        <translation>inceppamento</translation>
    </message>
    <message>
        <source>kia</source>
        <translation>caduto in azione</translation>
    </message>
    <message>
        <source>malfunction</source>
        <translation>malfunzionamento</translation>
    </message>
    <message>
        <source>medic</source>
        <translation>medico</translation>
    </message>
    <message>
        <source>mission objective</source>
        <translation>obiettivo della missione</translation>
    </message>
    <message>
        <source>prisoners of war</source>
        <translation>prigionieri di guerra</translation>
    </message>
    <message>
        <source>reconnaissance</source>
        <translation>ricognizione</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <translation>rinforzi</translation>
    </message>
    <message>
        <source>scrounge</source>
        <translation>recupero</translation>
    </message>
    <message>
        <source>shell shock</source>
        <translation>shock da combattimento</translation>
    </message>
    <message>
        <source>shellholes</source>
        <translation>crateri</translation>
    </message>
    <message>
        <source>spider hole</source>
        <translation>buca del ragno</translation>
    </message>
    <message>
        <source>stealth</source>
        <translation>furtività</translation>
    </message>
    <message>
        <source>strategic objective</source>
        <translation>obiettivo strategico</translation>
    </message>
    <message>
        <source>suppressing fire</source>
        <translation>fuoco di soppressione</translation>
    </message>
    <message>
        <source>banzai</source>
        <translation>banzai</translation>
    </message>
    <message>
        <source>walking wounded</source>
        <translation>feriti che camminano</translation>
    </message>
    <message>
        <source>white phosphorus</source>
        <translation>fosforo bianco</translation>
    </message>
    <message>
        <source>ambush</source>
        <translation>imboscata</translation>
    </message>
    <message>
        <source>bayonets</source>
        <translation>baionette</translation>
    </message>
    <message>
        <source>bore sighting</source>
        <translation>tiro aggiustato</translation>
    </message>
    <message>
        <source>demolitions</source>
        <translation>demolizioni</translation>
    </message>
    <message>
        <source>explosive charge</source>
        <translation>carica esplosiva</translation>
    </message>
    <message>
        <source>op fire</source>
        <translation>fuoco d&apos;opportunità</translation>
    </message>
    <message>
        <source>hidden cave</source>
        <translation>caverna nascosta</translation>
    </message>
    <message>
        <source>hidden mines</source>
        <translation>mine nascoste</translation>
    </message>
    <message>
        <source>hidden panji</source>
        <translation>panji nascosti</translation>
    </message>
    <message>
        <source>hidden pillbox</source>
        <translation>casamatta nascosta</translation>
    </message>
    <message>
        <source>hidden trenchline</source>
        <translation>trincea nascosta</translation>
    </message>
    <message>
        <source>hidden unit</source>
        <translation>unità nascosta</translation>
    </message>
    <message>
        <source>hidden wire</source>
        <translation>reticolato nascosto</translation>
    </message>
    <message>
        <source>light wounds</source>
        <translation>ferite leggere</translation>
    </message>
    <message>
        <source>no quarter</source>
        <translation>nessuna pietà</translation>
    </message>
    <message>
        <source>smoke screen</source>
        <translation>cortina fumogena</translation>
    </message>
    <message>
        <source>asset denied</source>
        <translation>mezzo negato</translation>
    </message>
    <message>
        <source>asset request</source>
        <translation>richiesta di mezzi</translation>
    </message>
    <message>
        <source>charge</source>
        <translation>carica</translation>
    </message>
    <message>
        <source>command confusion</source>
        <translation>confusione nei comandi</translation>
    </message>
    <message>
        <source>infiltrate</source>
        <translation>infiltrazione</translation>
    </message>
    <message>
        <source>reconnoiter</source>
        <translation>ricognizione</translation>
    </message>
    <message>
        <source>revive</source>
        <translation>rianimazione</translation>
    </message>
    <message>
        <source>move</source>
        <translation>movimento</translation>
    </message>
    <message>
        <source>advance</source>
        <translation>avanzata</translation>
    </message>
    <message>
        <source>fire</source>
        <translation>fuoco</translation>
    </message>
    <message>
        <source>melee</source>
        <translation>mischia</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>a mano</translation>
    </message>
    <message>
        <source>Weapon Jam, O23.1</source>
        <translation>arma inceppata, O23.1</translation>
    </message>
    <message>
        <source>Communication Disrupted, O23.2</source>
        <translation>comunicazioni interrotte, O23.2</translation>
    </message>
    <message>
        <source>sniper, 1.9.4</source>
        <translation>cecchino, 1.9.4</translation>
    </message>
    <message>
        <source>ended by the players</source>
        <translation>terminata dai giocatori</translation>
    </message>
    <message>
        <source>sniper trigger</source>
        <translation>innesco cecchino</translation>
    </message>
    <message>
        <source>event trigger</source>
        <translation>innesco evento</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumo</translation>
    </message>
    <message>
        <source>starshell</source>
        <translation>proiettile illuminante</translation>
    </message>
    <message>
        <source>unaffected</source>
        <translation>nessun effetto</translation>
    </message>
    <message>
        <source>suppressed</source>
        <translation>soppressa</translation>
    </message>
    <message>
        <source>broken</source>
        <translation>rotta</translation>
    </message>
    <message>
        <source>eliminated</source>
        <translation>eliminata</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>Time trigger</source>
        <translation>innesco del Tempo</translation>
    </message>
    <message>
        <source>draw pile ran out</source>
        <translation>mazzo esaurito</translation>
    </message>
    <message>
        <source>targeting roll</source>
        <translation>tiro per colpire</translation>
    </message>
    <message>
        <source>random hex</source>
        <translation>esagono casuale</translation>
    </message>
    <message>
        <source>sudden death roll</source>
        <translation>tiro di morte improvvisa</translation>
    </message>
    <message>
        <source>event check</source>
        <translation>verifica evento</translation>
    </message>
    <message>
        <source>Defender, Time advance (17.3)</source>
        <translation>Difensore, avanzamento del Tempo (17.3)</translation>
    </message>
    <message>
        <source>objective control changes</source>
        <translation>cambia il controllo degli obiettivi</translation>
    </message>
    <message>
        <source>secret objectives</source>
        <translation>obiettivi segreti</translation>
    </message>
    <message>
        <source>Light Wounds (A44)</source>
        <translation>Ferite Leggere (A44)</translation>
    </message>
    <message>
        <source>flamethrower (5.6)</source>
        <translation>lanciafiamme (5.6)</translation>
    </message>
    <message>
        <source>Smoke</source>
        <translation>Fumo</translation>
    </message>
    <message>
        <source>Blaze</source>
        <translation>Incendio</translation>
    </message>
    <message>
        <source>Starshell</source>
        <translation>Proiettile illuminante</translation>
    </message>
    <message>
        <source>TIME</source>
        <translation>TEMPO</translation>
    </message>
    <message>
        <source>SNIPER</source>
        <translation>CECCHINO</translation>
    </message>
    <message>
        <source>EVENT</source>
        <translation>EVENTO</translation>
    </message>
    <message>
        <source>DISPERSE</source>
        <translation>DISPERSIONE</translation>
    </message>
    <message>
        <source>top</source>
        <translation>superiore</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>inferiore</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistro</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destro</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Ricognizione</translation>
    </message>
    <message>
        <source>Banzai</source>
        <translation>Banzai</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>erba</translation>
    </message>
    <message>
        <source>brush</source>
        <translation>sterpaglia</translation>
    </message>
    <message>
        <source>jungle</source>
        <translation>giungla</translation>
    </message>
    <message>
        <source>woods</source>
        <translation>bosco</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>ponte</translation>
    </message>
    <message>
        <source>building</source>
        <translation>edificio</translation>
    </message>
    <message>
        <source>trench</source>
        <translation>trincea</translation>
    </message>
    <message>
        <source>foxholes</source>
        <translation>buche</translation>
    </message>
    <message>
        <source>wire</source>
        <translation>reticolato</translation>
    </message>
    <message>
        <source>cave</source>
        <translation>caverna</translation>
    </message>
    <message>
        <source>pillbox</source>
        <translation>casamatta</translation>
    </message>
    <message>
        <source>bunker</source>
        <translation>bunker</translation>
    </message>
    <message>
        <source>Adjust VP</source>
        <translation>Correggi PV</translation>
    </message>
    <message>
        <source>Back from the Casualty Track</source>
        <translation>Ritorno dal Tracciato delle Perdite</translation>
    </message>
    <message>
        <source>Break</source>
        <translation>Rompi</translation>
    </message>
    <message>
        <source>Displace</source>
        <translation>Sposta</translation>
    </message>
    <message>
        <source>Enters by event</source>
        <translation>Entra per evento</translation>
    </message>
    <message>
        <source>Rally</source>
        <translation>Riorganizza</translation>
    </message>
    <message>
        <source>Reveal random hex</source>
        <translation>Rivela esagono casuale</translation>
    </message>
    <message>
        <source>Revive</source>
        <translation>Rianimazione</translation>
    </message>
    <message>
        <source>Suppress</source>
        <translation>Sopprimi</translation>
    </message>
    <message>
        <source>{what} (re-rolled)</source>
        <translation>{what} (ritirato)</translation>
    </message>
    <message>
        <source>Remove suppression</source>
        <translation>Togli la soppressione</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterano</translation>
    </message>
    <message>
        <source>Cave</source>
        <translation>Caverna</translation>
    </message>
    <message>
        <source>Eliminate</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>Weapon transfer</source>
        <translation>Passaggio d&apos;arma</translation>
    </message>
    <message>
        <source>Reinforcement</source>
        <translation>Rinforzo</translation>
    </message>
    <message>
        <source>Marker</source>
        <translation>Segnalino</translation>
    </message>
    <message>
        <source>Remove marker</source>
        <translation>Togli segnalino</translation>
    </message>
    <message>
        <source>Bring into play</source>
        <translation>Metti in gioco</translation>
    </message>
    <message>
        <source>Return from the Casualty Track</source>
        <translation>Ritorno dal Tracciato delle Perdite</translation>
    </message>
    <message>
        <source>Infiltrate: Hide</source>
        <translation>Infiltrazione: Nasconditi</translation>
    </message>
    <message>
        <source>Infiltrate: Reveal</source>
        <translation>Infiltrazione: Rivelati</translation>
    </message>
    <message>
        <source>Deploy</source>
        <translation>Dividi</translation>
    </message>
    <message>
        <source>Scrounge</source>
        <translation>Recupero</translation>
    </message>
    <message>
        <source>Set up</source>
        <translation>Schiera</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <source>Time Track</source>
        <translation>Tabella del Tempo</translation>
    </message>
    <message>
        <source>Remove Sighting marker</source>
        <translation>Togli segnalino di avvistamento</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortificazione</translation>
    </message>
    <message>
        <source>Remove fortification</source>
        <translation>Togli fortificazione</translation>
    </message>
    <message>
        <source>Move fortification</source>
        <translation>Sposta fortificazione</translation>
    </message>
    <message>
        <source>Auto setup</source>
        <translation>Schieramento automatico</translation>
    </message>
    <message>
        <source>Start play</source>
        <translation>Inizia a giocare</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>Fuoco</translation>
    </message>
    <message>
        <source>Melee</source>
        <translation>Mischia</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>play {label} as an order</source>
        <translation>gioca {label} come ordine</translation>
    </message>
    <message>
        <source>discard {label}</source>
        <translation>scarta {label}</translation>
    </message>
    <message>
        <source>Reconnoiter: the top card is {label}</source>
        <translation>Ricognizione: la prima carta è {label}</translation>
    </message>
    <message>
        <source>{card} ({order})</source>
        <translation>{card} ({order})</translation>
    </message>
    <message>
        <source>Advance</source>
        <translation>Avanzata</translation>
    </message>
    <message>
        <source>Mine attack</source>
        <translation>Attacco delle mine</translation>
    </message>
    <message>
        <source>Time advance</source>
        <translation>Avanzamento del Tempo</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Random hex</source>
        <translation>Esagono casuale</translation>
    </message>
    <message>
        <source>Re-roll</source>
        <translation>Ritiro</translation>
    </message>
    <message>
        <source>VP change</source>
        <translation>Modifica dei PV</translation>
    </message>
    <message>
        <source>Reveal chit</source>
        <translation>Rivela obiettivo</translation>
    </message>
    <message>
        <source>Objective chit</source>
        <translation>Segnalino obiettivo</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Postura</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Fine turno</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>End game</source>
        <translation>Fine partita</translation>
    </message>
    <message>
        <source>a Support Table roll</source>
        <translation>un tiro sulla Tabella di Supporto</translation>
    </message>
    <message>
        <source>+2 in melee</source>
        <translation>+2 in mischia</translation>
    </message>
    <message>
        <source>+2 VP</source>
        <translation>+2 PV</translation>
    </message>
    <message>
        <source>No Quarter (A46)</source>
        <translation>Nessuna pietà (A46)</translation>
    </message>
    <message>
        <source>no friendly unit without a veteran marker</source>
        <translation>nessuna unità amica senza segnalino Veterano</translation>
    </message>
    <message>
        <source>Battlelust (E52)</source>
        <translation>Furia di battaglia (E52)</translation>
    </message>
    <message>
        <source>the enemy has no more units on the Casualty Track</source>
        <translation>il nemico non ha più unità sul Tracciato delle Perdite</translation>
    </message>
    <message>
        <source>the card names no wind direction</source>
        <translation>la carta non indica la direzione del vento</translation>
    </message>
    <message>
        <source>no smoke to drift and no blaze to spread</source>
        <translation>nessun fumo da spostare e nessun incendio da propagare</translation>
    </message>
    <message>
        <source>no friendly unit can be placed next to its hex</source>
        <translation>nessuna unità amica può essere piazzata accanto al suo esagono</translation>
    </message>
    <message>
        <source>no friendly squad on the map</source>
        <translation>nessuna squadra amica sulla mappa</translation>
    </message>
    <message>
        <source>every objective chit is already in play</source>
        <translation>tutti i segnalini obiettivo sono già in gioco</translation>
    </message>
    <message>
        <source>no eliminated weapon</source>
        <translation>nessuna arma eliminata</translation>
    </message>
    <message>
        <source>every friendly unit already has a weapon</source>
        <translation>ogni unità amica ha già un&apos;arma</translation>
    </message>
    <message>
        <source>Bushido is Japanese</source>
        <translation>Bushido è solo giapponese</translation>
    </message>
    <message>
        <source>no broken Japanese unit</source>
        <translation>nessuna unità giapponese rotta</translation>
    </message>
    <message>
        <source>the player does not control more objectives than his opponent</source>
        <translation>il giocatore non controlla più obiettivi dell&apos;avversario</translation>
    </message>
    <message>
        <source>the Japanese forces have no Hero</source>
        <translation>le forze giapponesi non hanno un Eroe</translation>
    </message>
    <message>
        <source>Field of Battle (E58)</source>
        <translation>Campo di battaglia (E58)</translation>
    </message>
    <message>
        <source>no unsuppressed unit in a hex with Cover below 1</source>
        <translation>nessuna unità non soppressa in un esagono con Copertura inferiore a 1</translation>
    </message>
    <message>
        <source>no Japanese weapon on the map</source>
        <translation>nessuna arma giapponese sulla mappa</translation>
    </message>
    <message>
        <source>no broken unit on the map</source>
        <translation>nessuna unità rotta sulla mappa</translation>
    </message>
    <message>
        <source>no unbroken weapon on the map</source>
        <translation>nessuna arma intatta sulla mappa</translation>
    </message>
    <message>
        <source>no broken friendly unit in or next to an enemy unit</source>
        <translation>nessuna unità amica in rotta in un esagono con un&apos;unità nemica o adiacente</translation>
    </message>
    <message>
        <source>no broken friendly unit</source>
        <translation>nessuna unità amica rotta</translation>
    </message>
    <message>
        <source>the opponent has no secret chit left</source>
        <translation>all&apos;avversario non restano obiettivi segreti</translation>
    </message>
    <message>
        <source>no unit on the map</source>
        <translation>nessuna unità sulla mappa</translation>
    </message>
    <message>
        <source>no enemy unit within range and LOS of a working friendly MG</source>
        <translation>nessuna unità nemica a gittata e in LdV di una mitragliatrice amica funzionante</translation>
    </message>
    <message>
        <source>Japan already has the Banzai posture</source>
        <translation>il Giappone ha già la postura Banzai</translation>
    </message>
    <message>
        <source>the Hero is already in play or the forces have none</source>
        <translation>l&apos;Eroe è già in gioco o le forze non ne hanno</translation>
    </message>
    <message>
        <source>no friendly hex</source>
        <translation>nessun esagono amico</translation>
    </message>
    <message>
        <source>the Private is already in play or the forces have none</source>
        <translation>il soldato semplice è già in gioco o le forze non ne hanno</translation>
    </message>
    <message>
        <source>Spider Hole is Japanese</source>
        <translation>Buca del ragno è solo giapponese</translation>
    </message>
    <message>
        <source>no eliminated unit</source>
        <translation>nessuna unità eliminata</translation>
    </message>
    <message>
        <source>no hex to return to</source>
        <translation>nessun esagono in cui tornare</translation>
    </message>
    <message>
        <source>no unit of the rolled Support Table column is available this year</source>
        <extracomment>The option value of a Support Table Sighting marker entry (``support_roll``).</extracomment>
        <translation>nessuna unità della colonna tirata sulla Tabella di Supporto è disponibile in quest&apos;anno</translation>
    </message>
    <message>
        <source>no hex of the friendly edge can take a Sighting marker</source>
        <translation>nessun esagono del bordo amico può ricevere un segnalino di avvistamento</translation>
    </message>
    <message>
        <source>no free hex on the friendly edge</source>
        <translation>nessun esagono libero sul bordo amico</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>A new language applies the next time the application starts.</source>
        <translation>Una nuova lingua vale dal prossimo avvio dell&apos;applicazione.</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Autosave unsaved documents every:</source>
        <translation>Salva automaticamente i documenti non salvati ogni:</translation>
    </message>
    <message>
        <source>Comma (,)</source>
        <translation>Virgola (,)</translation>
    </message>
    <message>
        <source>Semicolon (;)</source>
        <translation>Punto e virgola (;)</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulazione</translation>
    </message>
    <message>
        <source>CSV export separator:</source>
        <translation>Separatore nei CSV esportati:</translation>
    </message>
    <message>
        <source>Start CSV exports with a byte-order mark (Excel needs it for accents)</source>
        <translation>Inizia i CSV esportati con un BOM (Excel ne ha bisogno per le lettere accentate)</translation>
    </message>
    <message>
        <source>From the locale ({paper})</source>
        <translation>Dalle impostazioni locali ({paper})</translation>
    </message>
    <message>
        <source>US Letter</source>
        <translation>Letter USA</translation>
    </message>
    <message>
        <source>Paper for scenario sheets:</source>
        <translation>Carta per i fogli degli scenari:</translation>
    </message>
    <message>
        <source>Switch the task layout (Trace, Design, Play) with the current tab</source>
        <translation>Cambia la disposizione di lavoro (Ricalco, Progetto, Gioco) con la scheda corrente</translation>
    </message>
</context>
<context>
    <name>Prompts</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifiche non salvate</translation>
    </message>
    <message>
        <source>Save changes to these documents before closing?</source>
        <translation>Salvare le modifiche a questi documenti prima di chiudere?</translation>
    </message>
    <message>
        <source>Recover unsaved work</source>
        <translation>Recupera il lavoro non salvato</translation>
    </message>
    <message>
        <source>The application did not close normally last time. Restore the unsaved documents?</source>
        <translation>L&apos;ultima volta l&apos;applicazione non si è chiusa normalmente. Ripristinare i documenti non salvati?</translation>
    </message>
    <message>
        <source>Reloading discards your unsaved changes to it.</source>
        <translation>Ricaricando si perdono le modifiche non salvate.</translation>
    </message>
    <message>
        <source>File changed on disk</source>
        <translation>File cambiato sul disco</translation>
    </message>
    <message>
        <source>{name} was changed by another program. Reload it?</source>
        <translation>{name} è stato modificato da un altro programma. Ricaricarlo?</translation>
    </message>
    <message>
        <source>File outside the game box</source>
        <translation>File fuori dalla scatola di gioco</translation>
    </message>
    <message>
        <source>{path} is a link to {target}, which lies outside the game box {root}. Save over that file?</source>
        <translation>{path} è un collegamento a {target}, che si trova fuori dalla scatola di gioco {root}. Sovrascrivere quel file?</translation>
    </message>
    <message>
        <source>The previous version is kept beside the link, in the game box. No file is left outside the box.</source>
        <translation>La versione precedente viene conservata accanto al collegamento, nella scatola di gioco. Nessun file resta fuori dalla scatola.</translation>
    </message>
</context>
<context>
    <name>Proposals</name>
    <message>
        <source>no sample shows flat open ground: open ground that looks like a sampled Type is proposed as it, and no hill level is proposed; click Open Ground sample points, then propose again</source>
        <translation>nessun campione mostra il terreno aperto piano: il terreno aperto che somiglia a un Tipo campionato viene proposto come quel Tipo, e nessun livello di collina viene proposto; fai clic su punti campione di Terreno aperto, poi proponi di nuovo</translation>
    </message>
</context>
<context>
    <name>RsgCards</name>
    <message>
        <source>white {white}, coloured {coloured}: sum {sum}</source>
        <translation>bianco {white}, colorato {coloured}: somma {sum}</translation>
    </message>
</context>
<context>
    <name>RsgChoices</name>
    <message>
        <source>Day</source>
        <translation>Giorno</translation>
    </message>
    <message>
        <source>Night: night rules (18): discard limit 2, night hindrance, starshells</source>
        <translation>Notte: regole notturne (18): limite di scarto 2, Intralcio notturno, razzi illuminanti</translation>
    </message>
    <message>
        <source>Column {roll}; your lead is {lead} VP. Every purchase slides the VP marker toward your opponent; crossing 0 hands the roll over.</source>
        <translation>Colonna {roll}; il tuo vantaggio è di {lead} PV. Ogni acquisto sposta il segnalino PV verso l&apos;avversario; se supera lo 0, il tiro passa all&apos;altro giocatore.</translation>
    </message>
    <message>
        <source> Several items may be bought.</source>
        <translation> Si possono comprare più elementi.</translation>
    </message>
    <message>
        <source>Sighting marker</source>
        <translation>Segnalino di Avvistamento</translation>
    </message>
    <message>
        <source>{name}: {cost} VP</source>
        <translation>{name}: {cost} PV</translation>
    </message>
    <message>
        <source>Fortification</source>
        <translation>Fortificazione</translation>
    </message>
    <message>
        <source>VP each (available)</source>
        <translation>PV l&apos;uno (disponibili)</translation>
    </message>
    <message>
        <source>Buy</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Spent {spent} of the Defender&apos;s lead of {budget} VP</source>
        <translation>Spesi {spent} dei {budget} PV di vantaggio del Difensore</translation>
    </message>
    <message numerus="yes">
        <source>At most %n unit(s) set up on the map; the others wait on the Time Track (17.4).</source>
        <translation>
            <numerusform>Al massimo %n unità schierata sulla mappa; le altre attendono sulla Tabella del Tempo (17.4).</numerusform>
            <numerusform>Al massimo %n unità schierate sulla mappa; le altre attendono sulla Tabella del Tempo (17.4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leader roll(s)</source>
        <translation>
            <numerusform>%n tiro comandante</numerusform>
            <numerusform>%n tiri comandante</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sighting marker(s)</source>
        <translation>
            <numerusform>%n segnalino di Avvistamento</numerusform>
            <numerusform>%n segnalini di Avvistamento</numerusform>
        </translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pezzo</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <source>(players place it)</source>
        <translation>(lo piazzano i giocatori)</translation>
    </message>
    <message>
        <source>1 VP each; up to {n} now. VP marker: {vp}.</source>
        <translation>1 PV ciascuno; fino a {n} ora. Segnalino PV: {vp}.</translation>
    </message>
    <message>
        <source>{name}, strength {n}</source>
        <translation>{name}, forza {n}</translation>
    </message>
    <message>
        <source>Tick the units that wait on Time space 1; the others set up along your edge (RSG 10).</source>
        <translation>Spunta le unità che attendono sullo spazio 1 del Tempo; le altre si schierano lungo il tuo bordo (RSG 10).</translation>
    </message>
    <message>
        <source>surrender {n}</source>
        <translation>resa {n}</translation>
    </message>
    <message>
        <source>Banzai Force</source>
        <translation>Forza Banzai</translation>
    </message>
    <message>
        <source>{name} [{id}]: {vp} VP, Order Limit {order_limit}, Initiative {initiative}</source>
        <translation>{name} [{id}]: {vp} PV, Limite ordini {order_limit}, Iniziativa {initiative}</translation>
    </message>
    <message>
        <source>Sighting marker {n}</source>
        <translation>Segnalino di Avvistamento {n}</translation>
    </message>
    <message>
        <source>Infiltration Box</source>
        <translation>Casella di Infiltrazione</translation>
    </message>
    <message>
        <source>Mouse wheel: zoom in and out</source>
        <translation>Rotellina del mouse: ingrandisci e riduci</translation>
    </message>
    <message>
        <source>Click a hex to place the selected piece (or drag it there from the list); the next one is then selected. Drag a counter on the map to move it.</source>
        <translation>Fai clic su un esagono per piazzare il pezzo selezionato (o trascinalo lì dall&apos;elenco); poi viene selezionato il successivo. Trascina una pedina sulla mappa per spostarla.</translation>
    </message>
    <message>
        <source> Right-click a counter to take it off the map (the players place it later).</source>
        <translation> Clic destro su una pedina per toglierla dalla mappa (la piazzeranno i giocatori).</translation>
    </message>
    <message>
        <source>{hex} is not open to this piece: choose a hex in the shaded area.</source>
        <translation>{hex} non è disponibile per questo pezzo: scegli un esagono nell&apos;area evidenziata.</translation>
    </message>
    <message>
        <source>{what}, placed by {side}</source>
        <translation>{what}, piazzato da {side}</translation>
    </message>
    <message>
        <source>{unit}, set up by {side}</source>
        <translation>{unit}, schierato da {side}</translation>
    </message>
</context>
<context>
    <name>RsgLog</name>
    <message>
        <source>map {map} fixed by the user</source>
        <translation>mappa {map} fissata dall&apos;utente</translation>
    </message>
    <message>
        <source>map {map} {how}</source>
        <translation>mappa {map}: {how}</translation>
    </message>
    <message>
        <source>{orientation} ({how}); Japan at the {japan_edge} edge, Allies at the {allied_edge}</source>
        <translation>{orientation} ({how}); Giappone sul bordo {japan_edge}, Alleati su quello {allied_edge}</translation>
    </message>
    <message>
        <source>white die {die}</source>
        <translation>dado bianco {die}</translation>
    </message>
    <message>
        <source>year {year} fixed by the user</source>
        <translation>anno {year} fissato dall&apos;utente</translation>
    </message>
    <message>
        <source>year {year} {how}</source>
        <translation>anno {year}: {how}</translation>
    </message>
    <message>
        <source>Japan against {nation} ({how})</source>
        <translation>Giappone contro {nation} ({how})</translation>
    </message>
    <message>
        <source>Player 1 is {side} ({how})</source>
        <translation>Giocatore 1: {side} ({how})</translation>
    </message>
    <message>
        <source>no postures fixed by a scenario: assigned in steps 7-8</source>
        <translation>nessuna postura fissata da uno scenario: assegnate ai passi 7-8</translation>
    </message>
    <message>
        <source>{nation} quality roll {roll}{where}: {quality}{note}</source>
        <translation>{nation}, tiro per la qualità {roll}{where}: {quality}{note}</translation>
    </message>
    <message>
        <source> read on column {column}</source>
        <translation> letto sulla colonna {column}</translation>
    </message>
    <message>
        <source> (no table entry for the year: Line)</source>
        <translation> (nessuna voce della tabella per l&apos;anno: Linea)</translation>
    </message>
    <message>
        <source>{side} takes OB {ob} ({name}) and pays {vp} VP</source>
        <translation>{side}: OB {ob} ({name}), paga {vp} PV</translation>
    </message>
    <message>
        <source>{side} leader roll {roll}: {leaders} already in the force; rolls again</source>
        <translation>{side}, tiro per i capi {roll}: {leaders} già nella forza; ritira</translation>
    </message>
    <message>
        <source>{side} leader roll {roll}: {leaders} already in the force after {n} rerolls; {why}</source>
        <translation>{side}, tiro per i capi {roll}: {leaders} già nella forza dopo {n} ritiri; {why}</translation>
    </message>
    <message>
        <source>every leader of the table is already in the force</source>
        <translation>tutti i capi della tabella sono già nella forza</translation>
    </message>
    <message>
        <source>reads row {row}, the nearest with a leader the side lacks</source>
        <translation>legge la riga {row}, la più vicina con un capo che manca alla parte</translation>
    </message>
    <message>
        <source>{side} leader roll {roll}{read}: {leader}</source>
        <translation>{side}, tiro per i capi {roll}{read}: {leader}</translation>
    </message>
    <message>
        <source> (read {row})</source>
        <translation> (letto {row})</translation>
    </message>
    <message>
        <source>no leader</source>
        <translation>nessun capo</translation>
    </message>
    <message>
        <source>VP marker at 0: nobody rolls for support</source>
        <translation>segnalino PV a 0: nessuno tira per il supporto</translation>
    </message>
    <message>
        <source>{side} support roll {roll}: nothing available in {year}{then}</source>
        <translation>{side}, tiro per il supporto {roll}: niente disponibile nel {year}{then}</translation>
    </message>
    <message>
        <source>; rolls again</source>
        <translation>; ritira</translation>
    </message>
    <message>
        <source>; no purchase</source>
        <translation>; nessun acquisto</translation>
    </message>
    <message>
        <source>{side} support roll {roll}: buys {items}</source>
        <translation>{side}, tiro per il supporto {roll}: compra {items}</translation>
    </message>
    <message>
        <source>support loop stopped after {n} rolls</source>
        <translation>acquisti di supporto interrotti dopo {n} tiri</translation>
    </message>
    <message>
        <source>VP at 0</source>
        <translation>PV a 0</translation>
    </message>
    <message>
        <source>VP at 0: both Recon</source>
        <translation>PV a 0: entrambi in Ricognizione</translation>
    </message>
    <message>
        <source>{side} holds the VP marker</source>
        <translation>{side} ha il segnalino PV</translation>
    </message>
    <message>
        <source>{side} holds the VP marker: {defender} Defender, {attacker} Attacker</source>
        <translation>{side} ha il segnalino PV: {defender} Difensore, {attacker} Attaccante</translation>
    </message>
    <message>
        <source>{marker}; Banzai Force: Japan Banzai (quality Line), the Allies keep {posture}</source>
        <translation>{marker}; Forza Banzai: Giappone Banzai (qualità Linea), gli Alleati restano {posture}</translation>
    </message>
    <message>
        <source>{marker}; Banzai Force: Japan Banzai (quality Line), the Allies {posture} (house rule allied_posture_vs_banzai)</source>
        <translation>{marker}; Forza Banzai: Giappone Banzai (qualità Linea), Alleati {posture} (regola della casa allied_posture_vs_banzai)</translation>
    </message>
    <message>
        <source>{side} attacks across the river on the {edge} edge: Invader</source>
        <translation>{side} attacca attraverso il fiume sul bordo {edge}: Invasore</translation>
    </message>
    <message>
        <source>river on the {sides} edge: map turned 90 degrees clockwise, now {orientation}</source>
        <translation>fiume sul bordo di {sides}: mappa ruotata di 90 gradi in senso orario, ora {orientation}</translation>
    </message>
    <message>
        <source>Japan at {japan_edge}, Allies at {allied_edge}</source>
        <translation>Giappone a {japan_edge}, Alleati a {allied_edge}</translation>
    </message>
    <message>
        <source>rivers on both edges: the {side} Invader keeps its posture after the turn (house rule river_order = invader_first, the step&apos;s order)</source>
        <translation>fiumi su entrambi i bordi: l&apos;Invasore ({side}) mantiene la postura dopo la rotazione (regola della casa river_order = invader_first, l&apos;ordine del passo)</translation>
    </message>
    <message>
        <source>river on the {sides} edge: no side affected</source>
        <translation>fiume sul bordo di {sides}: nessuna parte coinvolta</translation>
    </message>
    <message>
        <source>{side} {posture} at the {edge} edge, {n} hexes: {placed} unit(s) placed{more}</source>
        <translation>{side} ({posture}) sul bordo {edge}, {n} esagoni: {placed} unità schierate{more}</translation>
    </message>
    <message>
        <source>, {n} on the Time Track</source>
        <translation>, {n} sul tracciato del Tempo</translation>
    </message>
    <message>
        <source>, {n} in the Infiltration Boxes</source>
        <translation>, {n} nei riquadri d&apos;Infiltrazione</translation>
    </message>
    <message>
        <source>, {n} on the Time Track, {boxed} in the Infiltration Boxes</source>
        <translation>, {n} sul tracciato del Tempo, {boxed} nei riquadri d&apos;Infiltrazione</translation>
    </message>
    <message>
        <source>{side} (Defender) controls all objectives</source>
        <translation>{side} (Difensore) controlla tutti gli obiettivi</translation>
    </message>
    <message>
        <source>no Defender: each objective to the side with the nearer edge</source>
        <translation>nessun Difensore: ogni obiettivo alla parte col bordo più vicino</translation>
    </message>
    <message>
        <source>no Defender: objectives start uncontrolled</source>
        <translation>nessun Difensore: gli obiettivi partono non controllati</translation>
    </message>
    <message>
        <source>Time {time}</source>
        <translation>Tempo {time}</translation>
    </message>
    <message>
        <source>Surrender {space}</source>
        <translation>Resa {space}</translation>
    </message>
    <message>
        <source>mines {fp} FP</source>
        <translation>mine {fp} PF</translation>
    </message>
    <message>
        <source>Sudden Death {japan} + {allied} {modifier} ({orientation}) = {total}</source>
        <translation>Morte improvvisa {japan} + {allied} {modifier} ({orientation}) = {total}</translation>
    </message>
    <message>
        <source>Japan buys {n} Sighting marker(s) for {n_vp} VP (up to {most})</source>
        <translation>Il Giappone compra {n} segnalini di Avvistamento per {n_vp} PV (fino a {most})</translation>
    </message>
    <message>
        <source>Japan buys none: it already has {n}, the most</source>
        <translation>Il Giappone non ne compra: ne ha già {n}, il massimo</translation>
    </message>
    <message>
        <source>{side} {posture} at the {edge} edge, {n} hexes: {placed} units placed{more}</source>
        <translation>{side} ({posture}) sul bordo {edge}, {n} esagoni: {placed} unità schierate{more}</translation>
    </message>
    <message>
        <source>{side} {posture} at the {edge} edge, {n} hexes: {placed} unit placed{more}</source>
        <translation>{side} ({posture}) sul bordo {edge}, {n} esagoni: {placed} unità schierata{more}</translation>
    </message>
    <message>
        <source>Japan buys {n} Sighting markers for {n_vp} VP (up to {most})</source>
        <translation>Il Giappone compra {n} segnalini di Avvistamento per {n_vp} PV (fino a {most})</translation>
    </message>
    <message>
        <source>Japan buys {n} Sighting marker for {n_vp} VP (up to {most})</source>
        <translation>Il Giappone compra {n} segnalino di Avvistamento per {n_vp} PV (fino a {most})</translation>
    </message>
    <message>
        <source>Japan buys none: no VP lead to spend (house rule sighting_may_cross_zero = false)</source>
        <translation>Il Giappone non ne compra: nessun vantaggio in PV da spendere (regola della casa sighting_may_cross_zero = false)</translation>
    </message>
    <message>
        <source>Japan buys none (declined; up to {most} offered)</source>
        <translation>Il Giappone non ne compra (rifiutati; offerti fino a {most})</translation>
    </message>
    <message>
        <source>{n} in all{where}</source>
        <translation>{n} in tutto{where}</translation>
    </message>
    <message>
        <source>, on Time space 1 with the Banzai force</source>
        <translation>, sulla casella 1 del Tempo con la forza Banzai</translation>
    </message>
    <message>
        <source>, in {hexes}</source>
        <translation>, in {hexes}</translation>
    </message>
    <message>
        <source>Initiative {japan} vs {allied}: {side} takes the card; hands {japan_hand}/{allied_hand}, discard limits {japan_discard}/{allied_discard}</source>
        <translation>Iniziativa {japan} contro {allied}: {side} prende la carta; mani {japan_hand}/{allied_hand}, limiti di scarto {japan_discard}/{allied_discard}</translation>
    </message>
    <message>
        <source>{side} buys {items} for {cost} of {lead} VP</source>
        <translation>{side}: compra {items} per {cost} dei {lead} PV</translation>
    </message>
    <message>
        <source>{side} buys nothing (declined; {lead} VP to spend)</source>
        <translation>{side}: nessun acquisto (rifiutato; {lead} PV da spendere)</translation>
    </message>
    <message>
        <source>{side} places {items}</source>
        <translation>{side}: piazza {items}</translation>
    </message>
    <message>
        <source>{posture} moves first</source>
        <translation>{posture}: muove per primo</translation>
    </message>
    <message>
        <source>the higher Initiative</source>
        <translation>l&apos;Iniziativa più alta</translation>
    </message>
    <message>
        <source>{side} fixed</source>
        <translation>{side} prefissato</translation>
    </message>
    <message>
        <source>Japan {japan} and Allies {allied} both move first: house rule first_player_conflict = {mode}, {rule}</source>
        <translation>Giappone {japan} e Alleati {allied} muovono entrambi per primi: regola della casa first_player_conflict = {mode}, {rule}</translation>
    </message>
    <message>
        <source>Recon against Recon: the higher Initiative</source>
        <translation>Ricognizione contro Ricognizione: l&apos;Iniziativa più alta</translation>
    </message>
    <message>
        <source>high roll</source>
        <translation>tiro più alto</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>giocatore 1</translation>
    </message>
    <message>
        <source>{n} {side} units marked as infiltrators set up normally: Infiltrate is Japanese only</source>
        <translation>{n} unità ({side}) segnate come infiltratori si schierano normalmente: Infiltrarsi è solo giapponese</translation>
    </message>
    <message>
        <source>{n} {side} unit marked as an infiltrator sets up normally: Infiltrate is Japanese only</source>
        <translation>{n} unità ({side}) segnata come infiltratore si schiera normalmente: Infiltrarsi è solo giapponese</translation>
    </message>
    <message>
        <source>{n} {side} unit(s) marked as infiltrators set up normally: Infiltrate is Japanese only</source>
        <translation>{n} unità ({side}) segnate come infiltratori si schierano normalmente: Infiltrarsi è solo giapponese</translation>
    </message>
    <message>
        <source>Japan&apos;s infiltrators wait in the Infiltration Boxes ({boxes}); they enter by Infiltrate, Reveal</source>
        <translation>Gli infiltratori del Giappone attendono nei riquadri d&apos;Infiltrazione ({boxes}); entrano con Infiltrarsi, Rivelarsi</translation>
    </message>
    <message>
        <source>no river on the map&apos;s edges</source>
        <translation>nessun fiume sui bordi della mappa</translation>
    </message>
    <message>
        <source>no Defender: no fortifications</source>
        <translation>nessun Difensore: nessuna fortificazione</translation>
    </message>
    <message>
        <source>{side} buys nothing: {why}</source>
        <translation>{side}: nessun acquisto ({why})</translation>
    </message>
    <message>
        <source>no fortification price list</source>
        <translation>nessun listino delle fortificazioni</translation>
    </message>
    <message>
        <source>no VP lead to spend</source>
        <translation>nessun vantaggio in PV da spendere</translation>
    </message>
    <message>
        <source>Japan ({posture}) chooses {time}</source>
        <translation>Il Giappone ({posture}) sceglie: {time}</translation>
    </message>
    <message>
        <source>Japan is {posture}: day</source>
        <translation>Il Giappone è {posture}: giorno</translation>
    </message>
    <message>
        <source>{side} goes first ({how})</source>
        <translation>Primo a muovere: {side} ({how})</translation>
    </message>
    <message>
        <source>Initiative tie at {initiative}: {side} ({how})</source>
        <translation>Iniziativa pari a {initiative}: {side} ({how})</translation>
    </message>
    <message>
        <source>chosen by the players</source>
        <translation>scelta dei giocatori</translation>
    </message>
    <message>
        <source>drawn at random</source>
        <translation>estrazione a caso</translation>
    </message>
    <message>
        <source>fixed by option</source>
        <translation>per opzione</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>prefissata</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>largo</translation>
    </message>
    <message>
        <source>narrow</source>
        <translation>stretto</translation>
    </message>
    <message>
        <source>top</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>basso</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>elite</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linea</translation>
    </message>
    <message>
        <source>green</source>
        <translation>reclute</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaccante</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>difensore</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Ricognizione</translation>
    </message>
    <message>
        <source>Invader</source>
        <translation>Invasore</translation>
    </message>
    <message>
        <source>recon</source>
        <translation>ricognizione</translation>
    </message>
    <message>
        <source>invader</source>
        <translation>invasore</translation>
    </message>
    <message>
        <source>banzai</source>
        <translation>banzai</translation>
    </message>
    <message>
        <source>day</source>
        <translation>giorno</translation>
    </message>
    <message>
        <source>night</source>
        <translation>notte</translation>
    </message>
</context>
<context>
    <name>RsgOptions</name>
    <message>
        <source>Drawn at random</source>
        <translation>Estratto a caso</translation>
    </message>
    <message>
        <source>Fate deck, as at the table</source>
        <translation>Mazzo del Fato, come al tavolo</translation>
    </message>
    <message>
        <source>Two independent dice</source>
        <translation>Due dadi indipendenti</translation>
    </message>
    <message>
        <source>Both dice (2-12)</source>
        <translation>Entrambi i dadi (2-12)</translation>
    </message>
    <message>
        <source>White die only (1-6)</source>
        <translation>Solo il dado bianco (1-6)</translation>
    </message>
    <message>
        <source>Buy nothing and stop the support rolls</source>
        <translation>Non comprare nulla e interrompere i tiri di supporto</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>Ritira</translation>
    </message>
    <message>
        <source>As the VP marker gave it</source>
        <translation>Come indicato dal segnalino PV</translation>
    </message>
    <message>
        <source>Higher OB Initiative</source>
        <translation>Iniziativa dell&apos;OB più alta</translation>
    </message>
    <message>
        <source>Roll off</source>
        <translation>Tiro di spareggio</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>Invader check first, then rotation</source>
        <translation>Prima la verifica dell&apos;Invasore, poi la rotazione</translation>
    </message>
    <message>
        <source>Rotation check first, then Invader</source>
        <translation>Prima la rotazione, poi la verifica dell&apos;Invasore</translation>
    </message>
    <message>
        <source>Ignore rivers on the new edges</source>
        <translation>Ignora i fiumi sui nuovi bordi</translation>
    </message>
    <message>
        <source>A river on the new edge makes an Invader</source>
        <translation>Un fiume sul nuovo bordo crea un Invasore</translation>
    </message>
    <message>
        <source>Defender sets up first</source>
        <translation>Il Difensore si schiera per primo</translation>
    </message>
    <message>
        <source>Attacker sets up first</source>
        <translation>L&apos;Attaccante si schiera per primo</translation>
    </message>
    <message>
        <source>The Japanese player chooses for each unit</source>
        <translation>Il giocatore giapponese sceglie per ogni unità</translation>
    </message>
    <message>
        <source>Every unit along the edge</source>
        <translation>Tutte le unità lungo il bordo</translation>
    </message>
    <message>
        <source>Every unit on Time space 1</source>
        <translation>Tutte le unità sulla casella Tempo 1</translation>
    </message>
    <message>
        <source>No objective starts controlled</source>
        <translation>Nessun obiettivo controllato all&apos;inizio</translation>
    </message>
    <message>
        <source>The side with the nearer edge</source>
        <translation>La parte con il bordo più vicino</translation>
    </message>
    <message>
        <source>Take the same leader again</source>
        <translation>Prendi di nuovo lo stesso capo</translation>
    </message>
    <message>
        <source>At random</source>
        <translation>A caso</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>Defender</source>
        <translation>Difensore</translation>
    </message>
    <message>
        <source>Attacker</source>
        <translation>Attaccante</translation>
    </message>
    <message>
        <source>Recon</source>
        <translation>Ricognizione</translation>
    </message>
    <message>
        <source>The players choose</source>
        <translation>Scelgono i giocatori</translation>
    </message>
    <message>
        <source>Time space </source>
        <translation>Casella Tempo </translation>
    </message>
    <message>
        <source>Advanced house rules ({n})</source>
        <translation>Regole della casa avanzate ({n})</translation>
    </message>
</context>
<context>
    <name>RsgSecrets</name>
    <message>
        <source>Pass the screen to the Japanese player</source>
        <translation>Passa lo schermo al giocatore giapponese</translation>
    </message>
    <message>
        <source>The Allied player looks away. The Japanese secret chits show when the Japanese player confirms.</source>
        <translation>Il giocatore alleato distoglie lo sguardo. I segnalini segreti giapponesi compaiono quando il giocatore giapponese conferma.</translation>
    </message>
    <message>
        <source>I am the Japanese player: show my chits</source>
        <translation>Sono il giocatore giapponese: mostra i miei segnalini</translation>
    </message>
    <message>
        <source>Pass the screen to the Allied player</source>
        <translation>Passa lo schermo al giocatore alleato</translation>
    </message>
    <message>
        <source>The Japanese player looks away. The Allied secret chits show when the Allied player confirms.</source>
        <translation>Il giocatore giapponese distoglie lo sguardo. I segnalini segreti alleati compaiono quando il giocatore alleato conferma.</translation>
    </message>
    <message>
        <source>I am the Allied player: show my chits</source>
        <translation>Sono il giocatore alleato: mostra i miei segnalini</translation>
    </message>
    <message>
        <source>Hidden: only {side} may see these. Click the eye to pass the screen to that player.</source>
        <translation>Nascosti: solo {side} può vederli. Fai clic sull&apos;occhio per passare lo schermo a quel giocatore.</translation>
    </message>
    <message>
        <source>Show {side}&apos;s secret chits...</source>
        <translation>Mostra i segnalini segreti di {side}...</translation>
    </message>
    <message>
        <source>Shown to {side} only: click the eye to hide them again.</source>
        <translation>Mostrati solo a {side}: fai clic sull&apos;occhio per nasconderli di nuovo.</translation>
    </message>
    <message>
        <source>Hide {side}&apos;s secret chits</source>
        <translation>Nascondi i segnalini segreti di {side}</translation>
    </message>
    <message>
        <source>Pass the screen</source>
        <translation>Passa lo schermo</translation>
    </message>
    <message>
        <source>Closed in the public view: the YAML shows both players&apos; secret chits. It opens when the saved scenario is opened again.</source>
        <translation>Chiuso nella vista pubblica: lo YAML mostra i segnalini segreti di entrambi i giocatori. Si apre quando lo scenario salvato viene riaperto.</translation>
    </message>
</context>
<context>
    <name>RsgStats</name>
    <message>
        <source>no data yet</source>
        <translation>ancora nessun dato</translation>
    </message>
    <message>
        <source>Random battle statistics</source>
        <translation>Statistiche delle battaglie casuali</translation>
    </message>
    <message>
        <source>Generations</source>
        <translation>Generazioni</translation>
    </message>
    <message>
        <source>First seed</source>
        <translation>Primo seme</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Random (from each seed)</source>
        <translation>Casuale (da ogni seme)</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Avvia</translation>
    </message>
    <message>
        <source>Each seed runs the whole generation with the auto decider and the rule set&apos;s house rules.</source>
        <translation>Ogni seme esegue l&apos;intera generazione con le decisioni automatiche e le regole della casa del regolamento.</translation>
    </message>
    <message>
        <source>Posture pairs (Japan vs Allies)</source>
        <translation>Coppie di posture (Giappone contro Alleati)</translation>
    </message>
    <message>
        <source>Day or night</source>
        <translation>Giorno o notte</translation>
    </message>
    <message>
        <source>Starting VP (+ = Japan ahead)</source>
        <translation>PV iniziali (+ = Giappone in vantaggio)</translation>
    </message>
    <message>
        <source>Sudden Death space</source>
        <translation>Casella di Fine improvvisa</translation>
    </message>
    <message>
        <source>Fortifications bought</source>
        <translation>Fortificazioni comprate</translation>
    </message>
    <message>
        <source>OB choices, {nation}</source>
        <translation>Scelte OB, {nation}</translation>
    </message>
    <message>
        <source>Fortifications bought ({fortified} of {n} battles fortified)</source>
        <translation>Fortificazioni comprate ({fortified} battaglie fortificate su {n})</translation>
    </message>
    <message>
        <source>Generating random battles...</source>
        <translation>Generazione delle battaglie casuali...</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Running {n} generations from seed {seed}...</source>
        <translation>Esecuzione di {n} generazioni dal seme {seed}...</translation>
    </message>
    <message>
        <source>Stopped: {error}</source>
        <translation>Interrotto: {error}</translation>
    </message>
    <message>
        <source>Cancelled after {done} of {n} generations ({seconds} s); showing those.</source>
        <translation>Annullato dopo {done} generazioni su {n} ({seconds} s); si mostrano quelle.</translation>
    </message>
    <message>
        <source>{done} generations from seed {seed} in {seconds} s.</source>
        <translation>{done} generazioni dal seme {seed} in {seconds} s.</translation>
    </message>
</context>
<context>
    <name>RsgWizard</name>
    <message>
        <source>The players choose the map</source>
        <translation>I giocatori scelgono la mappa</translation>
    </message>
    <message>
        <source>The players choose the year</source>
        <translation>I giocatori scelgono l&apos;anno</translation>
    </message>
    <message>
        <source>{side}: choose your OB card (the other player must not see it)</source>
        <translation>{side}: scegli la tua carta OB (l&apos;altro giocatore non deve vederla)</translation>
    </message>
    <message>
        <source>{side}: the leader roll gives a choice of leaders</source>
        <translation>{side}: il tiro comandante offre una scelta di comandanti</translation>
    </message>
    <message>
        <source>{side}: buy from the Support Table column you rolled</source>
        <translation>{side}: compra dalla colonna della Tabella di supporto che hai tirato</translation>
    </message>
    <message>
        <source>{side} (Defender): buy fortifications with your VP lead</source>
        <translation>{side} (Difensore): compra fortificazioni con il tuo vantaggio in PV</translation>
    </message>
    <message>
        <source>{side}: place your fortifications</source>
        <translation>{side}: piazza le tue fortificazioni</translation>
    </message>
    <message>
        <source>{side} (Invader): choose the units that land on the map</source>
        <translation>{side} (Invasore): scegli le unità che sbarcano sulla mappa</translation>
    </message>
    <message>
        <source>{side} (Banzai): choose the units that wait on Time space 1</source>
        <translation>{side} (Banzai): scegli le unità che attendono sullo spazio 1 del Tempo</translation>
    </message>
    <message>
        <source>{side}: put your infiltrators in the Infiltration Boxes</source>
        <translation>{side}: metti i tuoi infiltrati nelle Caselle di Infiltrazione</translation>
    </message>
    <message>
        <source>{side}: set up your units in your setup area</source>
        <translation>{side}: schiera le tue unità nella tua area di schieramento</translation>
    </message>
    <message>
        <source>Japan: fight by day or by night?</source>
        <translation>Giappone: combattere di giorno o di notte?</translation>
    </message>
    <message>
        <source>Japan: buy Sighting markers</source>
        <translation>Giappone: compra segnalini di Avvistamento</translation>
    </message>
    <message>
        <source>Japan: place your Sighting markers</source>
        <translation>Giappone: piazza i tuoi segnalini di Avvistamento</translation>
    </message>
    <message>
        <source>VP marker: {value}</source>
        <translation>Segnalino PV: {value}</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaccante</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>difensore</translation>
    </message>
    <message>
        <source>recon</source>
        <translation>ricognizione</translation>
    </message>
    <message>
        <source>invader</source>
        <translation>invasore</translation>
    </message>
    <message>
        <source>banzai</source>
        <translation>banzai</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>elite</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linea</translation>
    </message>
    <message>
        <source>green</source>
        <translation>reclute</translation>
    </message>
    <message>
        <source>top</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>basso</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>largo</translation>
    </message>
    <message>
        <source>narrow</source>
        <translation>stretto</translation>
    </message>
    <message>
        <source>Pre</source>
        <translation>Pre</translation>
    </message>
    <message>
        <source>Random battle</source>
        <translation>Battaglia casuale</translation>
    </message>
    <message>
        <source>Lock the inputs you want fixed and leave the others random (drawn from the seed). The same seed, inputs and answers always give the same battle, here or with &lt;i&gt;ccp-editor generate&lt;/i&gt;.</source>
        <translation>Blocca i dati che vuoi fissare e lascia casuali gli altri (estratti dal seme). Lo stesso seme, gli stessi dati e le stesse risposte danno sempre la stessa battaglia, qui o con &lt;i&gt;ccp-editor generate&lt;/i&gt;.</translation>
    </message>
    <message>
        <source>Random seed</source>
        <translation>Seme casuale</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seme</translation>
    </message>
    <message>
        <source>Random (from the seed)</source>
        <translation>Casuale (dal seme)</translation>
    </message>
    <message>
        <source>The players choose</source>
        <translation>Scelgono i giocatori</translation>
    </message>
    <message>
        <source>{name} (draft: may be unfinished)</source>
        <translation>{name} (bozza: potrebbe essere incompleta)</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>Random (Japan&apos;s white die)</source>
        <translation>Casuale (dado bianco del Giappone)</translation>
    </message>
    <message>
        <source>Wide (long edges)</source>
        <translation>Largo (lati lunghi)</translation>
    </message>
    <message>
        <source>Narrow (short edges)</source>
        <translation>Stretto (lati corti)</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>Allied nation</source>
        <translation>Nazione alleata</translation>
    </message>
    <message>
        <source>House rules (where the rules leave a gap)</source>
        <translation>Regole della casa (dove il regolamento lascia un vuoto)</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Withdraw the last answer and re-run from the seed</source>
        <translation>Ritira l&apos;ultima risposta e riesegui dal seme</translation>
    </message>
    <message>
        <source>Go back to this step</source>
        <translation>Torna a questo passo</translation>
    </message>
    <message>
        <source>Change inputs</source>
        <translation>Cambia i dati</translation>
    </message>
    <message>
        <source>Auto (this step)</source>
        <translation>Automatico (questo passo)</translation>
    </message>
    <message>
        <source>Auto (all the rest)</source>
        <translation>Automatico (tutto il resto)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>The battle is ready</source>
        <translation>La battaglia è pronta</translation>
    </message>
    <message>
        <source>{side}: show my secret chits...</source>
        <translation>{side}: mostra i miei segnalini segreti...</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Dettagli</translation>
    </message>
    <message>
        <source>New battle...</source>
        <translation>Nuova battaglia...</translation>
    </message>
    <message>
        <source>Save choices...</source>
        <translation>Salva le scelte...</translation>
    </message>
    <message>
        <source>Playtest</source>
        <translation>Prova di gioco</translation>
    </message>
    <message>
        <source>Open the battle on the playtest board with the units set up</source>
        <translation>Apri la battaglia sul tavolo di prova con le unità schierate</translation>
    </message>
    <message>
        <source>Balance...</source>
        <translation>Equilibrio...</translation>
    </message>
    <message>
        <source>Play the battle many times with automatic players and see who wins how often</source>
        <translation>Gioca la battaglia molte volte con giocatori automatici e mostra chi vince e quanto spesso</translation>
    </message>
    <message>
        <source>Open as scenario document</source>
        <translation>Apri come documento scenario</translation>
    </message>
    <message>
        <source>Random battle: seed {seed}</source>
        <translation>Battaglia casuale: seme {seed}</translation>
    </message>
    <message>
        <source>Same battle from the command line (answers saved with Save choices):</source>
        <translation>La stessa battaglia dalla riga di comando (risposte salvate con Salva le scelte):</translation>
    </message>
    <message>
        <source>Before the steps</source>
        <translation>Prima dei passi</translation>
    </message>
    <message>
        <source>Step {n}</source>
        <translation>Passo {n}</translation>
    </message>
    <message>
        <source>Rule: {rule}</source>
        <translation>Regola: {rule}</translation>
    </message>
    <message>
        <source>Nothing yet.</source>
        <translation>Ancora niente.</translation>
    </message>
    <message>
        <source>No entry.</source>
        <translation>Nessuna voce.</translation>
    </message>
    <message>
        <source>Your decision</source>
        <translation>La tua decisione</translation>
    </message>
    <message>
        <source>none (drawn open instead)</source>
        <translation>nessuno (pescato scoperto)</translation>
    </message>
    <message numerus="yes">
        <source>Only for {side}. Your secret objective chit(s): {chits}</source>
        <translation>
            <numerusform>Solo per {side}. Il tuo segnalino obiettivo segreto: {chits}</numerusform>
            <numerusform>Solo per {side}. I tuoi segnalini obiettivo segreti: {chits}</numerusform>
        </translation>
    </message>
    <message>
        <source>Turn the screen so both players can see</source>
        <translation>Gira lo schermo in modo che entrambi i giocatori possano vedere</translation>
    </message>
    <message>
        <source>The secret choices are made. The next steps are open to both players.</source>
        <translation>Le scelte segrete sono fatte. I passi successivi sono visibili a entrambi i giocatori.</translation>
    </message>
    <message>
        <source>Both players are watching: continue</source>
        <translation>Entrambi i giocatori guardano: continua</translation>
    </message>
    <message>
        <source>Pass the screen to the Japanese player</source>
        <translation>Passa lo schermo al giocatore giapponese</translation>
    </message>
    <message>
        <source>The Allied player looks away. Nothing secret is on the screen until the Japanese player presses the button.</source>
        <translation>Il giocatore alleato distoglie lo sguardo. Sullo schermo non compare nulla di segreto finché il giocatore giapponese non preme il pulsante.</translation>
    </message>
    <message>
        <source>I am the Japanese player: show my screen</source>
        <translation>Sono il giocatore giapponese: mostra il mio schermo</translation>
    </message>
    <message>
        <source>Pass the screen to the Allied player</source>
        <translation>Passa lo schermo al giocatore alleato</translation>
    </message>
    <message>
        <source>The Japanese player looks away. Nothing secret is on the screen until the Allied player presses the button.</source>
        <translation>Il giocatore giapponese distoglie lo sguardo. Sullo schermo non compare nulla di segreto finché il giocatore alleato non preme il pulsante.</translation>
    </message>
    <message>
        <source>I am the Allied player: show my screen</source>
        <translation>Sono il giocatore alleato: mostra il mio schermo</translation>
    </message>
    <message numerus="yes">
        <source>{posture}, {quality} troops, OB card “{ob}”, Order Limit {order_limit}; %n unit(s) on the map at the {edge} edge.</source>
        <translation>
            <numerusform>{posture}, truppe {quality}, carta OB “{ob}”, Limite Ordini {order_limit}; %n unità sulla mappa al bordo {edge}.</numerusform>
            <numerusform>{posture}, truppe {quality}, carta OB “{ob}”, Limite Ordini {order_limit}; %n unità sulla mappa al bordo {edge}.</numerusform>
        </translation>
    </message>
    <message>
        <source>They surrender at Time space {n}.</source>
        <translation>Si arrendono alla casella Tempo {n}.</translation>
    </message>
    <message>
        <source>The Allies move first.</source>
        <translation>Gli Alleati muovono per primi.</translation>
    </message>
    <message>
        <source>Japan moves first.</source>
        <translation>Il Giappone muove per primo.</translation>
    </message>
    <message>
        <source>The Allies hold the Initiative card.</source>
        <translation>Gli Alleati hanno la carta Iniziativa.</translation>
    </message>
    <message>
        <source>Japan holds the Initiative card.</source>
        <translation>Il Giappone ha la carta Iniziativa.</translation>
    </message>
    <message>
        <source>Nobody holds the Initiative card.</source>
        <translation>Nessuno ha la carta Iniziativa.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source> &lt;b&gt;(DEMO DATA)&lt;/b&gt;</source>
        <translation> &lt;b&gt;(DATI DIMOSTRATIVI)&lt;/b&gt;</translation>
    </message>
    <message>
        <source>wide: the players sit at the long edges</source>
        <translation>larga: i giocatori siedono ai lati lunghi</translation>
    </message>
    <message>
        <source>narrow: the players sit at the short edges</source>
        <translation>stretta: i giocatori siedono ai lati corti</translation>
    </message>
    <message>
        <source>Map “{map}”, {orientation}{rotation}. {year}, {time}.</source>
        <translation>Mappa “{map}”, {orientation}{rotation}. {year}, {time}.</translation>
    </message>
    <message>
        <source>, turned a quarter turn</source>
        <translation>, ruotata di un quarto di giro</translation>
    </message>
    <message>
        <source>by night</source>
        <translation>di notte</translation>
    </message>
    <message>
        <source>by day</source>
        <translation>di giorno</translation>
    </message>
    <message>
        <source>VP marker: {vp}. Sudden Death at Time space {space}.</source>
        <translation>Segnalino PV: {vp}. Morte Improvvisa alla casella Tempo {space}.</translation>
    </message>
    <message>
        <source>Open objective chits: {open}. Secret chits: {japan} Japanese, {allied} Allied; each player sees his own with the buttons below.</source>
        <translation>Segnalini obiettivo scoperti: {open}. Segnalini segreti: Giappone {japan}, Alleati {allied}; ogni giocatore vede i propri con i pulsanti qui sotto.</translation>
    </message>
    <message>
        <source>Fortifications: {forts}.</source>
        <translation>Fortificazioni: {forts}.</translation>
    </message>
    <message>
        <source>Save choices</source>
        <translation>Salva le scelte</translation>
    </message>
    <message>
        <source>YAML (*.yaml *.yml)</source>
        <translation>YAML (*.yaml *.yml)</translation>
    </message>
    <message>
        <source>Could not save {path}: {error}</source>
        <translation>Impossibile salvare {path}: {error}</translation>
    </message>
    <message>
        <source>Same battle from the command line:</source>
        <translation>La stessa battaglia dalla riga di comando:</translation>
    </message>
    <message>
        <source>A random battle cannot start yet:</source>
        <translation>Una battaglia casuale non può ancora iniziare:</translation>
    </message>
    <message>
        <source>The battle can be generated, but not yet played as a card game:</source>
        <translation>La battaglia si può generare, ma non ancora giocare come gioco di carte:</translation>
    </message>
    <message>
        <source>Import them from another box...</source>
        <translation>Importali da un&apos;altra scatola...</translation>
    </message>
    <message>
        <source>Copy what is missing from the demo game box or another box into yours</source>
        <translation>Copia ciò che manca dalla scatola demo o da un&apos;altra scatola nella tua</translation>
    </message>
    <message>
        <source>For random battles: {what}.</source>
        <translation>Per le battaglie casuali: {what}.</translation>
    </message>
    <message>
        <source>Skip to the question</source>
        <translation>Salta alla domanda</translation>
    </message>
    <message numerus="yes">
        <source>Step {n} was resolved without a question: see what happened. %n step(s) to look at before the next question.</source>
        <translation>
            <numerusform>Il passo {n} si è risolto senza domande: guarda cosa è successo. %n passo da vedere prima della prossima domanda.</numerusform>
            <numerusform>Il passo {n} si è risolto senza domande: guarda cosa è successo. %n passi da vedere prima della prossima domanda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Next: step {n}, {title}</source>
        <translation>Avanti: passo {n}, {title}</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
</context>
<context>
    <name>RsgWizardSteps</name>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>Japan +{n}</source>
        <translation>Giappone +{n}</translation>
    </message>
    <message>
        <source>Allies +{n}</source>
        <translation>Alleati +{n}</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>RSG pre-step (house rule map_choice)</source>
        <translation>Passo preliminare RSG (regola della casa map_choice)</translation>
    </message>
    <message>
        <source>The procedure starts with a map on the table; it does not say how it is picked. The map is drawn from the seed, fixed before starting, or chosen by the players, as the house rule says.</source>
        <translation>La procedura parte con una mappa sul tavolo, ma non dice come sceglierla. La mappa è estratta dal seme, fissata prima di iniziare o scelta dai giocatori, come dice la regola della casa.</translation>
    </message>
    <message>
        <source>Orientation and edges</source>
        <translation>Orientamento e bordi</translation>
    </message>
    <message>
        <source>RSG pre-step; RSG 10</source>
        <translation>Passo preliminare RSG; RSG 10</translation>
    </message>
    <message>
        <source>Wide: the players sit at the long edges (10 hexes deep). Narrow: at the short edges (15 deep). Japan&apos;s white die decides (1-3 wide, 4-6 narrow) unless fixed; Japan&apos;s edge is then drawn.</source>
        <translation>Largo: i giocatori siedono ai lati lunghi (profondità 10 esagoni). Stretto: ai lati corti (profondità 15). Decide il dado bianco del Giappone (1-3 largo, 4-6 stretto), se non è fissato; poi si estrae il bordo del Giappone.</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>RSG pre-step (house rule year_choice)</source>
        <translation>Passo preliminare RSG (regola della casa year_choice)</translation>
    </message>
    <message>
        <source>The year decides which OB cards, support items and leaders can appear.</source>
        <translation>L&apos;anno decide quali carte OB, elementi di supporto e comandanti possono comparire.</translation>
    </message>
    <message>
        <source>Allied nation</source>
        <translation>Nazione alleata</translation>
    </message>
    <message>
        <source>RSG pre-step (house rule allied_nation)</source>
        <translation>Passo preliminare RSG (regola della casa allied_nation)</translation>
    </message>
    <message>
        <source>Japan fights the US or the Commonwealth; only nations with OB cards for the year can be drawn.</source>
        <translation>Il Giappone combatte contro gli USA o il Commonwealth; si possono estrarre solo nazioni con carte OB per l&apos;anno.</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Giocatore 1</translation>
    </message>
    <message>
        <source>RSG pre-step (house rule player_one)</source>
        <translation>Passo preliminare RSG (regola della casa player_one)</translation>
    </message>
    <message>
        <source>The procedure names a Player 1 and a Player 2 without saying who is who; the house rule decides.</source>
        <translation>La procedura nomina un Giocatore 1 e un Giocatore 2 senza dire chi è chi; decide la regola della casa.</translation>
    </message>
    <message>
        <source>Postures per scenario</source>
        <translation>Posture da scenario</translation>
    </message>
    <message>
        <source>A prepared scenario would name the postures here. A random one gets them from the VP marker in step 7 and the rivers in step 8.</source>
        <translation>Uno scenario preparato indicherebbe qui le posture. Uno casuale le ricava dal segnalino PV al passo 7 e dai fiumi al passo 8.</translation>
    </message>
    <message>
        <source>Allied troop quality</source>
        <translation>Qualità delle truppe alleate</translation>
    </message>
    <message>
        <source>The Allied player rolls on his nation&apos;s Troop Quality table: Elite, Line or Green. Japan&apos;s quality comes with its OB card.</source>
        <translation>Il giocatore alleato tira sulla tabella Qualità truppe della sua nazione: Elite, Linea o Reclute. La qualità del Giappone è data dalla sua carta OB.</translation>
    </message>
    <message>
        <source>Objective chits</source>
        <translation>Segnalini obiettivo</translation>
    </message>
    <message>
        <source>Player 1 draws one open and one secret chit, Player 2 one secret chit. A chit with no secret side drawn secretly is played open. Each player keeps his secret chit to himself.</source>
        <translation>Il Giocatore 1 pesca un segnalino obiettivo scoperto e uno segreto, il Giocatore 2 uno segreto. Un segnalino senza lato segreto pescato in segreto si gioca scoperto. Ogni giocatore tiene per sé il proprio segnalino segreto.</translation>
    </message>
    <message>
        <source>Order of Battle</source>
        <translation>Ordine di battaglia</translation>
    </message>
    <message>
        <source>Both players pick an OB card in secret, reveal them together, then each pays its point value: the VP marker slides toward the opponent.</source>
        <translation>Entrambi i giocatori scelgono in segreto una carta OB, le rivelano insieme, poi ognuno ne paga il valore in punti: il segnalino PV si sposta verso l&apos;avversario.</translation>
    </message>
    <message>
        <source>Leaders</source>
        <translation>Comandanti</translation>
    </message>
    <message>
        <source>Each OB lists leader rolls. A leader roll reads the white die only, plus the OB&apos;s modifier, on the nation&apos;s Leader Table.</source>
        <translation>Ogni OB indica i tiri comandante. Un tiro comandante legge solo il dado bianco, più il modificatore dell&apos;OB, sulla Tabella dei comandanti della nazione.</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Supporto</translation>
    </message>
    <message>
        <source>The player the VP marker favours rolls on his Support Table and must buy at least one item of that column for the year. If his payment carries the marker across 0, the other player does the same.</source>
        <translation>Il giocatore favorito dal segnalino PV tira sulla sua Tabella di supporto e deve comprare almeno un elemento di quella colonna per l&apos;anno. Se il pagamento porta il segnalino oltre lo 0, l&apos;altro giocatore fa lo stesso.</translation>
    </message>
    <message>
        <source>Postures</source>
        <translation>Posture</translation>
    </message>
    <message>
        <source>VP marker at 0: both Recon. Otherwise the side ahead defends and the other attacks. A Banzai Force OB makes Japan Banzai (quality Line); the Allies keep the posture the VP marker gave them.</source>
        <translation>Segnalino PV a 0: entrambi Ricognizione. Altrimenti la parte in vantaggio difende e l&apos;altra attacca. Un OB con Forza Banzai rende il Giappone Banzai (qualità Linea); gli Alleati mantengono la postura data dal segnalino PV.</translation>
    </message>
    <message>
        <source>Rivers</source>
        <translation>Fiumi</translation>
    </message>
    <message>
        <source>An Attacker whose edge has a river becomes the Invader. A river on a Defender, Recon or Banzai edge turns the map a quarter turn, which swaps wide and narrow.</source>
        <translation>Un Attaccante con un fiume sul proprio bordo diventa Invasore. Un fiume sul bordo di un Difensore, di una Ricognizione o di un Banzai fa ruotare la mappa di un quarto di giro, scambiando largo e stretto.</translation>
    </message>
    <message>
        <source>Fortifications</source>
        <translation>Fortificazioni</translation>
    </message>
    <message>
        <source>The Defender may spend up to his VP lead on the Fortification OB: one mine strength only, caves only for Japan in crest hexes, never in water.</source>
        <translation>Il Difensore può spendere fino al suo vantaggio in PV sull&apos;OB fortificazioni: una sola potenza delle mine, caverne solo per il Giappone in esagoni di cresta, mai in acqua.</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Schieramento</translation>
    </message>
    <message>
        <source>Setup areas by posture, counted from each side&apos;s edge. The Defender&apos;s fortifications go in his area; an Invader keeps at least half his units on the Time Track; each Banzai unit goes on the edge or on Time space 1; infiltrators wait in the Infiltration Boxes. No overstacking.</source>
        <translation>Aree di schieramento per postura, contate dal bordo di ogni parte. Le fortificazioni del Difensore vanno nella sua area; un Invasore tiene almeno metà delle unità sulla Tabella del Tempo; ogni unità Banzai va sul bordo o sullo spazio 1 del Tempo; gli infiltrati attendono nelle Caselle di Infiltrazione. Niente sovraccarico.</translation>
    </message>
    <message>
        <source>Day or night</source>
        <translation>Giorno o notte</translation>
    </message>
    <message>
        <source>A Banzai, Attacker or Invader Japan chooses day or night; otherwise the battle is by day.</source>
        <translation>Un Giappone Banzai, Attaccante o Invasore sceglie tra giorno e notte; altrimenti la battaglia è di giorno.</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>The Defender controls every objective; Time starts at 0; the Allied Surrender marker comes from the OB; Sudden Death is the two Order Limits added, +1 narrow or -1 wide.</source>
        <translation>Il Difensore controlla ogni obiettivo; il Tempo parte da 0; il segnalino Resa alleato viene dall&apos;OB; la Fine improvvisa è la somma dei due Limiti ordini, +1 stretto o -1 largo.</translation>
    </message>
    <message>
        <source>Sighting markers</source>
        <translation>Segnalini di Avvistamento</translation>
    </message>
    <message>
        <source>Japan may buy up to eight Sighting markers at 1 VP each and sets them up in its area.</source>
        <translation>Il Giappone può comprare fino a otto segnalini di Avvistamento a 1 PV l&apos;uno e li schiera nella sua area.</translation>
    </message>
    <message>
        <source>Initiative and hands</source>
        <translation>Iniziativa e mani</translation>
    </message>
    <message>
        <source>The higher OB Initiative number takes the Initiative card. Each player shuffles and draws his posture&apos;s hand.</source>
        <translation>Il numero di Iniziativa dell&apos;OB più alto prende la carta Iniziativa. Ogni giocatore mescola e pesca la mano della sua postura.</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>A Banzai, Attacker or Invader moves first; Recon against Recon, the Initiative holder.</source>
        <translation>Un Banzai, Attaccante o Invasore muove per primo; in Ricognizione contro Ricognizione, chi ha l&apos;Iniziativa.</translation>
    </message>
    <message>
        <source>OB card</source>
        <translation>Carta OB</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>; {chit} has no secret side and is played open</source>
        <translation>; {chit} non ha lato segreto e si gioca scoperto</translation>
    </message>
    <message>
        <source>Player 1 ({side}) draws {chits} open and one secret chit; Player 2 draws one secret chit{tail}</source>
        <translation>Il Giocatore 1 ({side}) pesca {chits} scoperto e un segnalino segreto; il Giocatore 2 pesca un segnalino segreto{tail}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>niente</translation>
    </message>
</context>
<context>
    <name>RuleSetEditor</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regola</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rango</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>MP</source>
        <translation>PM</translation>
    </message>
    <message>
        <source>Route MP</source>
        <translation>PM su percorso</translation>
    </message>
    <message>
        <source>Unseen MP</source>
        <translation>PM non visti</translation>
    </message>
    <message>
        <source>Uphill</source>
        <translation>Salita</translation>
    </message>
    <message>
        <source>Cover</source>
        <translation>Copertura</translation>
    </message>
    <message>
        <source>LOS</source>
        <translation>LdV</translation>
    </message>
    <message>
        <source>Hindrance</source>
        <translation>Ostacolo parziale</translation>
    </message>
    <message>
        <source>Blind</source>
        <translation>Ciechi</translation>
    </message>
    <message>
        <source>Water</source>
        <translation>Acqua</translation>
    </message>
    <message>
        <source>Night +1</source>
        <translation>Notte +1</translation>
    </message>
    <message>
        <source>Reconstructed</source>
        <translation>Ricostruito</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Note</translation>
    </message>
    <message>
        <source>New terrain</source>
        <translation>Nuovo terreno</translation>
    </message>
    <message>
        <source>Terrain chart (T81-T99)</source>
        <translation>Tabella dei terreni (T81-T99)</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Chiave</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>Vuoto</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Default</source>
        <translation>Predefinito</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Scelte</translation>
    </message>
    <message>
        <source>Min</source>
        <translation>Min</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Max</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Descrizione</translation>
    </message>
    <message>
        <source>New option</source>
        <translation>Nuova opzione</translation>
    </message>
    <message>
        <source>House-rule options: documented defaults for the gaps the rules leave open</source>
        <translation>Regole della casa: scelte predefinite documentate per i vuoti lasciati dalle regole</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>PF</translation>
    </message>
    <message>
        <source>Dive bomber</source>
        <translation>Bombardiere in picchiata</translation>
    </message>
    <message>
        <source>Impact roll</source>
        <translation>Tiro d&apos;impatto</translation>
    </message>
    <message>
        <source>Inferred</source>
        <translation>Dedotto</translation>
    </message>
    <message>
        <source>Fortification vulnerability (O24.3.4): the Impact roll that destroys a fortification</source>
        <translation>Vulnerabilità delle fortificazioni (O24.3.4): il tiro d&apos;impatto che distrugge una fortificazione</translation>
    </message>
    <message>
        <source>The Hindrance printed on the marker (T95)</source>
        <translation>L&apos;intralcio stampato sul segnalino (T95)</translation>
    </message>
    <message>
        <source>Markers</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>How many markers of this value the cup holds</source>
        <translation>Quanti segnalini di questo valore contiene la tazza</translation>
    </message>
    <message>
        <source>Smoke cup (T95): the markers drawn at random; counts inferred, the rules give none</source>
        <translation>Tazza del fumo (T95): i segnalini pescati a caso; quantità dedotte, le regole non le danno</translation>
    </message>
    <message>
        <source>Terrain chart</source>
        <translation>Tabella dei terreni</translation>
    </message>
    <message>
        <source>House rules</source>
        <translation>Regole della casa</translation>
    </message>
    <message>
        <source>Fortification vulnerability</source>
        <translation>Vulnerabilità delle fortificazioni</translation>
    </message>
    <message>
        <source>Smoke cup</source>
        <translation>Tazza del fumo</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuno)</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>{value} (not in the data set)</source>
        <translation>{value} (non presente nella raccolta dati)</translation>
    </message>
    <message>
        <source>{field}: {text} is not a whole number</source>
        <translation>{field}: {text} non è un numero intero</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Generale</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Regole speciali</translation>
    </message>
    <message>
        <source>{name} ({vp} VP)</source>
        <translation>{name} ({vp} PV)</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>The scenario&apos;s title, as printed on its sheet.</source>
        <translation>Il titolo dello scenario, come appare sulla sua scheda.</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>A short name for files and the command line: lower-case letters, digits and dashes, unique in the game box.</source>
        <translation>Un nome breve per i file e la riga di comando: lettere minuscole, cifre e trattini, unico nella scatola di gioco.</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>The map the battle is fought on (2).</source>
        <translation>La mappa su cui si combatte la battaglia (2).</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Obiettivi</translation>
    </message>
    <message>
        <source>Objective chits and control, fortifications and markers</source>
        <translation>Pedine e controllo degli obiettivi, fortificazioni e segnalini</translation>
    </message>
    <message>
        <source>Orientation</source>
        <translation>Orientamento</translation>
    </message>
    <message>
        <source>Wide: the players sit at the long edges (10 hexes deep); narrow: at the short edges (15 deep). It sets the setup depths and the Sudden Death space (RSG steps 10 and 12).</source>
        <translation>Larga: i giocatori siedono ai lati lunghi (profondità 10 esagoni); stretta: ai lati corti (profondità 15). Determina le profondità di schieramento e la casella di Morte Improvvisa (passi 10 e 12 della RSG).</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Rotazione</translation>
    </message>
    <message>
        <source>Degrees the map is turned from its printed position, e.g. 90 after a river adjustment (RSG step 8).</source>
        <translation>Gradi di rotazione della mappa rispetto alla posizione stampata, per esempio 90 dopo l&apos;aggiustamento per i fiumi (passo 8 della RSG).</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>The Year Track space (11.3): it decides what the Support and Radio Tables and Air Support offer.</source>
        <translation>La casella del Tracciato dell&apos;Anno (11.3): decide cosa offrono le Tabelle di Supporto e Radio e il Supporto Aereo.</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
    <message>
        <source>night rules (18)</source>
        <translation>regole notturne (18)</translation>
    </message>
    <message>
        <source>Night (18): discard limit 2, +1 MP in every Terrain Type, a hindrance equal to the range.</source>
        <translation>Notte (18): limite di scarto 2, +1 PM in ogni Tipo di Terreno, un ostacolo pari alla distanza.</translation>
    </message>
    <message>
        <source>Starting VP (+ = Japan ahead)</source>
        <translation>PV iniziali (+ = Giappone in vantaggio)</translation>
    </message>
    <message>
        <source>Where the VP marker starts on the Victory Track (11.1): positive on Japan&apos;s side, negative on the Allies&apos;.</source>
        <translation>Dove parte il segnalino PV sul Tracciato della Vittoria (11.1): positivo dalla parte del Giappone, negativo da quella degli Alleati.</translation>
    </message>
    <message>
        <source>Time marker starts at</source>
        <translation>Il segnalino Tempo parte da</translation>
    </message>
    <message>
        <source>The Time Track space the Time marker starts on, usually 0 (13.1).</source>
        <translation>La casella del Tracciato del Tempo da cui parte il segnalino Tempo, di solito 0 (13.1).</translation>
    </message>
    <message>
        <source>Sudden Death space</source>
        <translation>Casella di Fine improvvisa</translation>
    </message>
    <message>
        <source>From this Time space on, each Time advance rolls for Sudden Death (13.1.2). Generated: the two Order Limits, +1 on a narrow map, -1 on a wide one (RSG step 12).</source>
        <translation>Da questa casella del Tempo in poi, ogni avanzamento del Tempo tira per la Morte Improvvisa (13.1.2). Generata: somma dei due Limiti di Ordini, +1 su mappa stretta, -1 su mappa larga (passo 12 della RSG).</translation>
    </message>
    <message>
        <source>Mine strength (FP)</source>
        <translation>Potenza delle mine (PF)</translation>
    </message>
    <message>
        <source>The firepower of every minefield in this scenario: 6, or 7 or 8 if the scenario says so (F104.2).</source>
        <translation>La potenza di fuoco di ogni campo minato dello scenario: 6, oppure 7 o 8 se lo scenario lo indica (F104.2).</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Primo giocatore</translation>
    </message>
    <message>
        <source>Who takes the first turn: a Banzai, Attacker or Invader; between two Recons the higher Initiative number (RSG step 15).</source>
        <translation>Chi gioca il primo turno: chi è in Banzai, Attacco o Invasione; tra due Ricognizioni il numero di Iniziativa più alto (passo 15 della RSG).</translation>
    </message>
    <message>
        <source>Initiative card</source>
        <translation>Carta Iniziativa</translation>
    </message>
    <message>
        <source>Who starts with the Initiative card: the side with the higher Initiative number (RSG step 14).</source>
        <translation>Chi inizia con la carta Iniziativa: la parte con il numero di Iniziativa più alto (passo 14 della RSG).</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenienza</translation>
    </message>
    <message>
        <source>Where the scenario comes from: your own, demo data (placeholder values), generated, or a published preset.</source>
        <translation>Da dove viene lo scenario: tuo, dati dimostrativi (valori segnaposto), generato o uno scenario pubblicato.</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nazione</translation>
    </message>
    <message>
        <source>The nation whose forces, Fate deck and tables this side uses.</source>
        <translation>La nazione di cui questa parte usa forze, mazzo del Fato e tabelle.</translation>
    </message>
    <message>
        <source>Friendly edge</source>
        <translation>Bordo amico</translation>
    </message>
    <message>
        <source>The map edge nearest this player: reinforcements enter there, setup depth counts from it, and the enemy exits through its Exit Points (2.4, 13.1.2d).</source>
        <translation>Il bordo della mappa più vicino a questo giocatore: da lì entrano i rinforzi, da lì si conta la profondità di schieramento e il nemico esce dai suoi Punti di Uscita (2.4, 13.1.2d).</translation>
    </message>
    <message>
        <source>Posture</source>
        <translation>Postura</translation>
    </message>
    <message>
        <source>Attacker, Defender, Recon, Invader, or Banzai for Japan only (17). It sets the hand size; a Banzai Force OB card makes it Banzai (17.2).</source>
        <translation>Attacco, Difesa, Ricognizione, Invasione, o Banzai solo per il Giappone (17). Determina la dimensione della mano; una carta OB Forza Banzai la rende Banzai (17.2).</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Elite, line or green, on the OB stats marker (11.3): which team replaces a squad. Japan&apos;s comes from its OB card; the Allies roll theirs (RSG step 2).</source>
        <translation>Élite, linea o recluta, sul segnalino statistiche OB (11.3): quale team sostituisce una squadra. Quella del Giappone viene dalla sua carta OB; gli Alleati la tirano (passo 2 della RSG).</translation>
    </message>
    <message>
        <source>Order Limit</source>
        <translation>Limite ordini</translation>
    </message>
    <message>
        <source>The most orders this player may give in a turn, 1-6 (12.1), as on the side&apos;s OB card (11.3).</source>
        <translation>Il numero massimo di ordini che questo giocatore può dare in un turno, 1-6 (12.1), come sulla carta OB della parte (11.3).</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>Cards in hand, set by the posture: Invader 7, Attacker 6, Recon 5, Defender 4, Banzai 3 (17).</source>
        <translation>Carte in mano, secondo l&apos;atteggiamento: Invasione 7, Attacco 6, Ricognizione 5, Difesa 4, Banzai 3 (17).</translation>
    </message>
    <message>
        <source>Discard limit</source>
        <translation>Limite di scarto</translation>
    </message>
    <message>
        <source>The most cards discarded when passing (12.3): US 5, Commonwealth 4, Japan 3; 2 at night (18).</source>
        <translation>Il numero massimo di carte scartate passando (12.3): USA 5, Commonwealth 4, Giappone 3; 2 di notte (18).</translation>
    </message>
    <message>
        <source>Initiative number</source>
        <translation>Numero di Iniziativa</translation>
    </message>
    <message>
        <source>From the side&apos;s OB card; the higher number takes the Initiative card (RSG step 14).</source>
        <translation>Dalla carta OB della parte; il numero più alto prende la carta Iniziativa (passo 14 della RSG).</translation>
    </message>
    <message>
        <source>Surrender space</source>
        <translation>Casella di Resa</translation>
    </message>
    <message>
        <source>The Casualty Track space of the surrender marker: an Allied unit eliminated into it loses the game at once (11.2). Japan never surrenders.</source>
        <translation>La casella del Tracciato delle Perdite con il segnalino di resa: un&apos;unità alleata eliminata che vi finisce fa perdere subito la partita (11.2). Il Giappone non si arrende mai.</translation>
    </message>
    <message>
        <source>Sighting markers</source>
        <translation>Segnalini di Avvistamento</translation>
    </message>
    <message>
        <source>Japanese Sighting markers set up with the forces (9).</source>
        <translation>Segnalini di Avvistamento giapponesi schierati con le forze (9).</translation>
    </message>
    <message>
        <source>The Order of Battle card the side&apos;s forces come from; its Order Limit, quality and Banzai flag are checked against this side (11.3, 17.2).</source>
        <translation>La carta Ordine di Battaglia da cui vengono le forze della parte; Limite di Ordini, qualità e indicazione Banzai vengono confrontati con questa parte (11.3, 17.2).</translation>
    </message>
    <message>
        <source>Add the OB&apos;s units</source>
        <translation>Aggiungi le unità dell&apos;OB</translation>
    </message>
    <message>
        <source>Append the units listed on the OB card (not set up yet)</source>
        <translation>Aggiunge le unità elencate sulla carta OB (non ancora schierate)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Units&lt;/b&gt; (OB and extra units; an empty hex means: set up by the players). Drag a row onto the map to place the unit.</source>
        <translation>&lt;b&gt;Unità&lt;/b&gt; (unità dell&apos;OB ed extra; esagono vuoto: schierata dai giocatori). Trascina una riga sulla mappa per piazzare l&apos;unità.</translation>
    </message>
    <message>
        <source>Add the units of OB card {name}</source>
        <translation>Aggiungi le unità della carta OB {name}</translation>
    </message>
    <message>
        <source>OB card</source>
        <translation>Carta OB</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Pedina</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <source>Broken</source>
        <translation>Rotta</translation>
    </message>
    <message>
        <source>Veteran</source>
        <translation>Veterana</translation>
    </message>
    <message>
        <source>&lt;b&gt;Reinforcements by Time space&lt;/b&gt; (units as counter or counter+weapon, comma separated)</source>
        <translation>&lt;b&gt;Rinforzi per casella del Tempo&lt;/b&gt; (unità come pedina o pedina+arma, separate da virgole)</translation>
    </message>
    <message>
        <source>Objective chit letters both players see, space separated (14.3.3).</source>
        <translation>Lettere delle pedine obiettivo visibili a entrambi i giocatori, separate da spazi (14.3.3).</translation>
    </message>
    <message>
        <source>Chits only the Japanese player knows until revealed (14.3.4).</source>
        <translation>Pedine note solo al giocatore giapponese finché non vengono rivelate (14.3.4).</translation>
    </message>
    <message>
        <source>Chits only the Allied player knows until revealed (14.3.4).</source>
        <translation>Pedine note solo al giocatore alleato finché non vengono rivelate (14.3.4).</translation>
    </message>
    <message>
        <source>Open chits</source>
        <translation>Segnalini scoperti</translation>
    </message>
    <message>
        <source>Japanese secret chits</source>
        <translation>Segnalini segreti giapponesi</translation>
    </message>
    <message>
        <source>Allied secret chits</source>
        <translation>Segnalini segreti alleati</translation>
    </message>
    <message>
        <source>&lt;b&gt;Objective control at start&lt;/b&gt;</source>
        <translation>&lt;b&gt;Controllo degli obiettivi all&apos;inizio&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Objective {n}</source>
        <translation>Obiettivo {n}</translation>
    </message>
    <message>
        <source>Who controls this objective when play begins; none: no control marker (2.3).</source>
        <translation>Chi controlla questo obiettivo all&apos;inizio della partita; nessuno: nessun segnalino di controllo (2.3).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Fortifications&lt;/b&gt; (F100-F107)</source>
        <translation>&lt;b&gt;Fortificazioni&lt;/b&gt; (F100-F107)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Mine FP</source>
        <translation>PF mine</translation>
    </message>
    <message>
        <source>&lt;b&gt;Markers&lt;/b&gt;</source>
        <translation>&lt;b&gt;Segnalini&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>Special rules, in your own words (printed on the scenario sheet):</source>
        <translation>Regole speciali, con parole tue (stampate sul foglio dello scenario):</translation>
    </message>
    <message>
        <source>Edit special rules</source>
        <translation>Modifica regole speciali</translation>
    </message>
    <message>
        <source>Choose an OB card of the side&apos;s nation first.</source>
        <translation>Scegli prima una carta OB della nazione della parte.</translation>
    </message>
    <message>
        <source>letters, e.g. A K</source>
        <translation>lettere, es. A K</translation>
    </message>
    <message>
        <source>Objective {n} control</source>
        <translation>Controllo dell&apos;obiettivo {n}</translation>
    </message>
    <message>
        <source>Time space</source>
        <translation>Casella del Tempo</translation>
    </message>
    <message>
        <source>Units</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Add reinforcements</source>
        <translation>Aggiungi rinforzi</translation>
    </message>
    <message>
        <source>Remove reinforcements</source>
        <translation>Rimuovi rinforzi</translation>
    </message>
</context>
<context>
    <name>ScenarioMap</name>
    <message>
        <source>Place and move units</source>
        <translation>Piazza e sposta unità</translation>
    </message>
    <message>
        <source>Inspect</source>
        <translation>Ispeziona</translation>
    </message>
    <message>
        <source>Paint Japanese setup area</source>
        <translation>Dipingi l&apos;area di schieramento giapponese</translation>
    </message>
    <message>
        <source>Paint Allied setup area</source>
        <translation>Dipingi l&apos;area di schieramento alleata</translation>
    </message>
    <message>
        <source>Place fortification</source>
        <translation>Piazza fortificazione</translation>
    </message>
    <message>
        <source>Place marker</source>
        <translation>Piazza segnalino</translation>
    </message>
    <message>
        <source>Erase fortification / marker</source>
        <translation>Cancella fortificazione / segnalino</translation>
    </message>
    <message>
        <source>foxholes</source>
        <translation>buche</translation>
    </message>
    <message>
        <source>trench</source>
        <translation>trincea</translation>
    </message>
    <message>
        <source>wire</source>
        <translation>reticolato</translation>
    </message>
    <message>
        <source>pillbox</source>
        <translation>casamatta</translation>
    </message>
    <message>
        <source>bunker</source>
        <translation>bunker</translation>
    </message>
    <message>
        <source>cave</source>
        <translation>caverna</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumo</translation>
    </message>
    <message>
        <source>blaze</source>
        <translation>incendio</translation>
    </message>
    <message>
        <source>starshell</source>
        <translation>razzo illuminante</translation>
    </message>
    <message>
        <source>The scenario&apos;s map is not in the data set</source>
        <translation>La mappa dello scenario non è nella raccolta dati</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Strumento</translation>
    </message>
    <message>
        <source>Fortification type</source>
        <translation>Tipo di fortificazione</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>Owner of the fortification</source>
        <translation>Proprietario della fortificazione</translation>
    </message>
    <message>
        <source>&lt;span style=&apos;color:#aa1923&apos;&gt;&amp;#9632;&lt;/span&gt; Japanese setup area &amp;nbsp; &lt;span style=&apos;color:#1946aa&apos;&gt;&amp;#9632;&lt;/span&gt; Allied setup area (hatched) &amp;nbsp; Sq Tm Ld Hr Sc Pv SH: squad, team, leader, hero, scout, private, Sogeki Hei (bar: with a weapon) &amp;nbsp; ring: objective control &amp;nbsp; Fx Tr Wi Pb Bk Cv Mi: fortifications &amp;nbsp; ?: Sighting marker</source>
        <translation>&lt;span style=&apos;color:#aa1923&apos;&gt;&amp;#9632;&lt;/span&gt; Area di schieramento giapponese &amp;nbsp; &lt;span style=&apos;color:#1946aa&apos;&gt;&amp;#9632;&lt;/span&gt; Area di schieramento alleata (tratteggiata) &amp;nbsp; Sq Tm Cp Er Es So SH: squadra, team, capo, eroe, esploratore, soldato, Sogeki Hei (barra: con un&apos;arma) &amp;nbsp; anello: controllo dell&apos;obiettivo &amp;nbsp; Fx Tr Wi Pb Bk Cv Mi: fortificazioni &amp;nbsp; ?: segnalino di Avvistamento</translation>
    </message>
    <message>
        <source>Drag a counter to another hex to move it, or a row of a side&apos;s unit list onto the map to place it.</source>
        <translation>Trascina una pedina in un altro esagono per spostarla, oppure una riga dell&apos;elenco unità di una parte sulla mappa per piazzarla.</translation>
    </message>
    <message>
        <source>Click or drag over hexes to add them to the setup area; start on a shaded hex to remove.</source>
        <translation>Clicca o trascina sugli esagoni per aggiungerli all&apos;area di schieramento; parti da un esagono già colorato per toglierli.</translation>
    </message>
    <message>
        <source>Click a hex to put the chosen fortification there (F100-F107).</source>
        <translation>Clicca un esagono per mettervi la fortificazione scelta (F100-F107).</translation>
    </message>
    <message>
        <source>Click a hex to put the chosen marker there.</source>
        <translation>Clicca un esagono per mettervi il segnalino scelto.</translation>
    </message>
    <message>
        <source>Click a hex to remove its fortification, or else its marker.</source>
        <translation>Clicca un esagono per toglierne la fortificazione, o altrimenti il segnalino.</translation>
    </message>
    <message>
        <source>Point at a hex to see what is in it.</source>
        <translation>Punta un esagono per vedere cosa contiene.</translation>
    </message>
    <message>
        <source>{unit} with {weapon}</source>
        <translation>{unit} con {weapon}</translation>
    </message>
    <message>
        <source>Place {unit} in {hex}</source>
        <translation>Piazza {unit} in {hex}</translation>
    </message>
    <message>
        <source>Move {unit} from {old} to {hex}</source>
        <translation>Sposta {unit} da {old} a {hex}</translation>
    </message>
    <message>
        <source>Japanese setup area</source>
        <translation>Area di schieramento giapponese</translation>
    </message>
    <message>
        <source>Allied setup area</source>
        <translation>Area di schieramento alleata</translation>
    </message>
    <message>
        <source>units: {units}</source>
        <translation>unità: {units}</translation>
    </message>
    <message numerus="yes">
        <source>Add to Japanese setup area (%n hex(es))</source>
        <translation>
            <numerusform>Aggiungi all&apos;area di schieramento giapponese (%n esagono)</numerusform>
            <numerusform>Aggiungi all&apos;area di schieramento giapponese (%n esagoni)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove from Japanese setup area (%n hex(es))</source>
        <translation>
            <numerusform>Togli dall&apos;area di schieramento giapponese (%n esagono)</numerusform>
            <numerusform>Togli dall&apos;area di schieramento giapponese (%n esagoni)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add to Allied setup area (%n hex(es))</source>
        <translation>
            <numerusform>Aggiungi all&apos;area di schieramento alleata (%n esagono)</numerusform>
            <numerusform>Aggiungi all&apos;area di schieramento alleata (%n esagoni)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove from Allied setup area (%n hex(es))</source>
        <translation>
            <numerusform>Togli dall&apos;area di schieramento alleata (%n esagono)</numerusform>
            <numerusform>Togli dall&apos;area di schieramento alleata (%n esagoni)</numerusform>
        </translation>
    </message>
    <message>
        <source>Place {type} in {hex}</source>
        <translation>Piazza {type} in {hex}</translation>
    </message>
    <message>
        <source>Remove fortification in {hex}</source>
        <translation>Rimuovi la fortificazione in {hex}</translation>
    </message>
    <message>
        <source>Remove marker in {hex}</source>
        <translation>Rimuovi il segnalino in {hex}</translation>
    </message>
    <message>
        <source>Sq</source>
        <translation>Sq</translation>
    </message>
    <message>
        <source>Tm</source>
        <translation>Tm</translation>
    </message>
    <message>
        <source>Ld</source>
        <translation>Cp</translation>
    </message>
    <message>
        <source>Hr</source>
        <translation>Er</translation>
    </message>
    <message>
        <source>Sc</source>
        <translation>Es</translation>
    </message>
    <message>
        <source>SH</source>
        <translation>SH</translation>
    </message>
    <message>
        <source>Pv</source>
        <translation>So</translation>
    </message>
    <message>
        <source>Drop to put {unit} in {hex}</source>
        <translation>Rilascia per mettere {unit} in {hex}</translation>
    </message>
    <message>
        <source>{unit} in {hex}</source>
        <translation>{unit} in {hex}</translation>
    </message>
    <message>
        <source>Drag cancelled</source>
        <translation>Trascinamento annullato</translation>
    </message>
    <message>
        <source>Off the map: {unit} is not placed</source>
        <translation>Fuori mappa: {unit} non viene piazzata</translation>
    </message>
    <message>
        <source>Off the map: {unit} stays where it was</source>
        <translation>Fuori mappa: {unit} resta dov&apos;era</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Rifiutato: {why}</translation>
    </message>
    <message>
        <source>outside the side&apos;s setup area: it will be flagged</source>
        <translation>fuori dall&apos;area di schieramento della parte: verrà segnalato</translation>
    </message>
</context>
<context>
    <name>ScenarioSetup</name>
    <message>
        <source>play has begun on this board: undo Start play to write its setup into the scenario</source>
        <translation>su questo tabellone il gioco è cominciato: annulla Inizia a giocare per scriverne lo schieramento nello scenario</translation>
    </message>
    <message>
        <source>this board plays {board}, not {scenario}</source>
        <translation>questo tabellone gioca {board}, non {scenario}</translation>
    </message>
    <message>
        <source>the scenario is now on map {map}, the board on {board}</source>
        <translation>lo scenario ora è sulla mappa {map}, il tabellone sulla {board}</translation>
    </message>
    <message>
        <source>the scenario&apos;s {side} forces changed since this board opened: open it on the board again</source>
        <translation>le forze {side} dello scenario sono cambiate da quando il tabellone è stato aperto: riaprilo sul tabellone</translation>
    </message>
    <message>
        <source>no unit carries the weapon {weapon}: give it to a unit first</source>
        <translation>nessuna unità porta l&apos;arma {weapon}: assegnala prima a un&apos;unità</translation>
    </message>
    <message>
        <source>Japanese</source>
        <translation>giapponesi</translation>
    </message>
    <message>
        <source>Allied</source>
        <translation>alleate</translation>
    </message>
</context>
<context>
    <name>ScenarioSheet</name>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alleati</translation>
    </message>
    <message>
        <source>attacker</source>
        <translation>attaccante</translation>
    </message>
    <message>
        <source>defender</source>
        <translation>difensore</translation>
    </message>
    <message>
        <source>recon</source>
        <translation>ricognizione</translation>
    </message>
    <message>
        <source>invader</source>
        <translation>invasore</translation>
    </message>
    <message>
        <source>banzai</source>
        <translation>banzai</translation>
    </message>
    <message>
        <source>elite</source>
        <translation>elite</translation>
    </message>
    <message>
        <source>line</source>
        <translation>linea</translation>
    </message>
    <message>
        <source>green</source>
        <translation>reclute</translation>
    </message>
    <message>
        <source>top</source>
        <translation>alto</translation>
    </message>
    <message>
        <source>bottom</source>
        <translation>basso</translation>
    </message>
    <message>
        <source>left</source>
        <translation>sinistra</translation>
    </message>
    <message>
        <source>right</source>
        <translation>destra</translation>
    </message>
    <message>
        <source>wide</source>
        <translation>largo</translation>
    </message>
    <message>
        <source>narrow</source>
        <translation>stretto</translation>
    </message>
    <message>
        <source>foxholes</source>
        <translation>buche</translation>
    </message>
    <message>
        <source>trench</source>
        <translation>trincea</translation>
    </message>
    <message>
        <source>wire</source>
        <translation>reticolato</translation>
    </message>
    <message>
        <source>pillbox</source>
        <translation>casamatta</translation>
    </message>
    <message>
        <source>bunker</source>
        <translation>bunker</translation>
    </message>
    <message>
        <source>cave</source>
        <translation>caverna</translation>
    </message>
    <message>
        <source>mines</source>
        <translation>mine</translation>
    </message>
    <message>
        <source>smoke</source>
        <translation>fumo</translation>
    </message>
    <message>
        <source>blaze</source>
        <translation>incendio</translation>
    </message>
    <message>
        <source>starshell</source>
        <translation>razzo illuminante</translation>
    </message>
    <message>
        <source> (broken)</source>
        <translation> (rotta)</translation>
    </message>
    <message>
        <source> (veteran)</source>
        <translation> (veterana)</translation>
    </message>
    <message>
        <source>set up</source>
        <translation>da schierare</translation>
    </message>
    <message>
        <source>posture &lt;b&gt;{posture}&lt;/b&gt;</source>
        <translation>postura &lt;b&gt;{posture}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>quality {quality}</source>
        <translation>qualità {quality}</translation>
    </message>
    <message>
        <source>Order Limit {n}</source>
        <translation>Limite ordini {n}</translation>
    </message>
    <message>
        <source>hand {n}</source>
        <translation>mano {n}</translation>
    </message>
    <message>
        <source>discard limit {n}</source>
        <translation>limite di scarto {n}</translation>
    </message>
    <message>
        <source>Initiative {n}</source>
        <translation>Iniziativa {n}</translation>
    </message>
    <message>
        <source>friendly edge {edge}</source>
        <translation>bordo amico {edge}</translation>
    </message>
    <message>
        <source>Surrender space {n}</source>
        <translation>Casella di Resa {n}</translation>
    </message>
    <message>
        <source>OB {name}</source>
        <translation>OB {name}</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>PF</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Gittata</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <source>No units on the map at start.</source>
        <translation>Nessuna unità sulla mappa all&apos;inizio.</translation>
    </message>
    <message numerus="yes">
        <source>; %n Sighting marker(s)</source>
        <translation>
            <numerusform>; %n segnalino di Avvistamento</numerusform>
            <numerusform>; %n segnalini di Avvistamento</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Setup area: %n hexes (shaded on the map).</source>
        <translation>
            <numerusform>Area di schieramento: %n esagono (ombreggiato sulla mappa).</numerusform>
            <numerusform>Area di schieramento: %n esagoni (ombreggiati sulla mappa).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n secret chit(s), hidden</source>
        <translation>
            <numerusform>{side}: %n segnalino segreto, nascosto</numerusform>
            <numerusform>{side}: %n segnalini segreti, nascosti</numerusform>
        </translation>
    </message>
    <message>
        <source>Reinforcements on Time space {space}: {units}</source>
        <translation>Rinforzi sulla casella del Tempo {space}: {units}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <source> in {hexes}</source>
        <translation> in {hexes}</translation>
    </message>
    <message>
        <source>Sighting markers: {n}</source>
        <translation>Segnalini di Avvistamento: {n}</translation>
    </message>
    <message>
        <source>Radio in the Artillery Box: {radio}</source>
        <translation>Radio nel riquadro dell&apos;artiglieria: {radio}</translation>
    </message>
    <message>
        <source>Chit {letter}</source>
        <translation>Segnalino {letter}</translation>
    </message>
    <message>
        <source>objective {objective} = {vp} VP</source>
        <translation>obiettivo {objective} = {vp} PV</translation>
    </message>
    <message>
        <source>{kind}, {vp} VP</source>
        <translation>{kind}, {vp} PV</translation>
    </message>
    <message>
        <source>Chit {letter}: {text}</source>
        <translation>Segnalino {letter}: {text}</translation>
    </message>
    <message>
        <source>owner must be one of {owners}, not {owner}</source>
        <translation>il destinatario deve essere uno tra {owners}, non {owner}</translation>
    </message>
    <message>
        <source>Public copy: no secret objective chits</source>
        <translation>Copia pubblica: senza segnalini obiettivo segreti</translation>
    </message>
    <message>
        <source>Japanese player&apos;s copy: shows Japan&apos;s secret chits only</source>
        <translation>Copia del giocatore giapponese: mostra solo i segnalini segreti del Giappone</translation>
    </message>
    <message>
        <source>Allied player&apos;s copy: shows the Allies&apos; secret chits only</source>
        <translation>Copia del giocatore alleato: mostra solo i segnalini segreti degli Alleati</translation>
    </message>
    <message>
        <source>DEMO DATA</source>
        <translation>DATI DIMOSTRATIVI</translation>
    </message>
    <message>
        <source>placeholder values for trying the app, not the published game data</source>
        <translation>valori segnaposto per provare l&apos;applicazione, non i dati del gioco pubblicato</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Mappa</translation>
    </message>
    <message>
        <source>, turned {n} degrees</source>
        <translation>, ruotata di {n} gradi</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>night (night rules, 18)</source>
        <translation>notte (regole notturne, 18)</translation>
    </message>
    <message>
        <source>day</source>
        <translation>giorno</translation>
    </message>
    <message>
        <source>VP marker at start</source>
        <translation>Segnalino PV all&apos;inizio</translation>
    </message>
    <message>
        <source>Time / Sudden Death</source>
        <translation>Tempo / Fine improvvisa</translation>
    </message>
    <message>
        <source>Time marker on {time}; Sudden Death marker on {space}</source>
        <translation>segnalino Tempo su {time}; segnalino Fine improvvisa su {space}</translation>
    </message>
    <message>
        <source>Mines</source>
        <translation>Mine</translation>
    </message>
    <message>
        <source>{n} FP</source>
        <translation>{n} PF</translation>
    </message>
    <message>
        <source>First player / Initiative card</source>
        <translation>Primo giocatore / carta Iniziativa</translation>
    </message>
    <message>
        <source>Red: Japanese setup area; blue: Allied setup area; rings: objective control; J/A n: units in the hex; Fx Tr Wi Pb Bk Cv Mi: fortifications; ?: Sighting marker.</source>
        <translation>Rosso: area di schieramento giapponese; blu: area di schieramento alleata; anelli: controllo degli obiettivi; J/A n: unità nell&apos;esagono; Fx Tr Wi Pb Bk Cv Mi: fortificazioni; ?: segnalino di Avvistamento.</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Obiettivi</translation>
    </message>
    <message>
        <source>Objective {n} in {hex}: {owner}</source>
        <translation>Obiettivo {n} in {hex}: {owner}</translation>
    </message>
    <message>
        <source>uncontrolled</source>
        <translation>non controllato</translation>
    </message>
    <message>
        <source>Open: {chit}</source>
        <translation>Scoperto: {chit}</translation>
    </message>
    <message>
        <source>{side} secret: {chit}</source>
        <translation>{side}, segreto: {chit}</translation>
    </message>
    <message>
        <source>Markers and fortifications</source>
        <translation>Segnalini e fortificazioni</translation>
    </message>
    <message>
        <source>{what} in {hex} ({side})</source>
        <translation>{what} in {hex} ({side})</translation>
    </message>
    <message>
        <source>{what} in {hex}</source>
        <translation>{what} in {hex}</translation>
    </message>
    <message>
        <source>Fortifications: {forts}.</source>
        <translation>Fortificazioni: {forts}.</translation>
    </message>
    <message>
        <source>Markers: {markers}.</source>
        <translation>Segnalini: {markers}.</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Regole speciali</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Nessuna.</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenienza</translation>
    </message>
    <message>
        <source>Scenario provenance: {provenance}</source>
        <translation>Provenienza dello scenario: {provenance}</translation>
    </message>
    <message>
        <source>Data set: {id} ({name}), provenance {provenance}</source>
        <translation>Raccolta dati: {id} ({name}), provenienza {provenance}</translation>
    </message>
    <message>
        <source>Generated by {generator} {version} from data set {data_set} ({provenance}); seed {seed}; dice {dice}</source>
        <translation>Generato da {generator} {version} dalla raccolta dati {data_set} ({provenance}); seme {seed}; dadi {dice}</translation>
    </message>
    <message>
        <source>House rules: </source>
        <translation>Regole della casa: </translation>
    </message>
    <message>
        <source>the rule set&apos;s defaults</source>
        <translation>quelle predefinite del regolamento</translation>
    </message>
    <message>
        <source>Printed with CC:P Scenario Studio {version}</source>
        <translation>Stampato con CC:P Scenario Studio {version}</translation>
    </message>
    <message>
        <source>the file name must end in {suffix}, not {name}</source>
        <translation>il nome del file deve finire in {suffix}, non {name}</translation>
    </message>
    <message>
        <source>no such folder: {folder}</source>
        <translation>cartella inesistente: {folder}</translation>
    </message>
    <message>
        <source>could not write {path}</source>
        <translation>impossibile scrivere {path}</translation>
    </message>
</context>
<context>
    <name>SchemaMessages</name>
    <message>
        <source>{label} must be {n} or more, not {value}</source>
        <translation>{label} deve essere {n} o più, non {value}</translation>
    </message>
    <message>
        <source>{label} must be {n} or less, not {value}</source>
        <translation>{label} deve essere {n} o meno, non {value}</translation>
    </message>
    <message>
        <source>{label} must be more than {n}, not {value}</source>
        <translation>{label} deve essere più di {n}, non {value}</translation>
    </message>
    <message>
        <source>{label} must be less than {n}, not {value}</source>
        <translation>{label} deve essere meno di {n}, non {value}</translation>
    </message>
    <message>
        <source>{label} is too long: at most {n} characters, this has {count}</source>
        <translation>{label} è troppo lungo: al massimo {n} caratteri, qui ce ne sono {count}</translation>
    </message>
    <message>
        <source>{label} is too short: at least {n} characters, this has {count}</source>
        <translation>{label} è troppo corto: almeno {n} caratteri, qui ce ne sono {count}</translation>
    </message>
    <message>
        <source>{label} is empty: type a value</source>
        <translation>{label} è vuoto: scrivi un valore</translation>
    </message>
    <message>
        <source>{label} must be a first and a last year, such as [1942, 1945], not {value}</source>
        <translation>{label} deve essere un primo e un ultimo anno, come [1942, 1945], non {value}</translation>
    </message>
    <message>
        <source>{label} must be {expected}, not {value}</source>
        <translation>{label} deve essere {expected}, non {value}</translation>
    </message>
    <message>
        <source>{label} must be one of: {options} (not {value})</source>
        <translation>{label} deve essere uno tra: {options} (non {value})</translation>
    </message>
    <message>
        <source>{label} is missing: &apos;{key}&apos; is required here</source>
        <translation>manca {label}: qui &apos;{key}&apos; è obbligatorio</translation>
    </message>
    <message>
        <source>{label} {value} is not in the expected form</source>
        <translation>{label} {value} non è nella forma prevista</translation>
    </message>
    <message>
        <source>{label} {value} is not {expected}</source>
        <translation>{label} {value} non è {expected}</translation>
    </message>
    <message>
        <source>a field here is not part of this kind of document</source>
        <translation>qui c&apos;è un campo che non fa parte di questo tipo di documento</translation>
    </message>
    <message>
        <source>{label} needs a first and a last year, such as 1942-1945</source>
        <translation>{label} richiede un primo e un ultimo anno, come 1942-1945</translation>
    </message>
    <message>
        <source>{label} needs at least {n} item, it has {count}</source>
        <translation>{label} richiede almeno {n} elemento, ne ha {count}</translation>
    </message>
    <message>
        <source>{label} needs at least {n} items, it has {count}</source>
        <translation>{label} richiede almeno {n} elementi, ne ha {count}</translation>
    </message>
    <message>
        <source>{label} is a first and a last year, such as 1942-1945, not {count} years</source>
        <translation>{label} è un primo e un ultimo anno, come 1942-1945, non {count} anni</translation>
    </message>
    <message>
        <source>{label} has at most {n} item, it has {count}</source>
        <translation>{label} ha al massimo {n} elemento, ne ha {count}</translation>
    </message>
    <message>
        <source>{label} has at most {n} items, it has {count}</source>
        <translation>{label} ha al massimo {n} elementi, ne ha {count}</translation>
    </message>
    <message>
        <source>{label} lists the same value twice</source>
        <translation>{label} elenca due volte lo stesso valore</translation>
    </message>
    <message>
        <source>{label}: a key is not in the expected form</source>
        <translation>{label}: una chiave non è nella forma prevista</translation>
    </message>
    <message>
        <source>unknown field {id}: check its spelling, or remove it</source>
        <translation>campo sconosciuto {id}: controllane l&apos;ortografia, o toglilo</translation>
    </message>
    <message>
        <source>... and {n} more problems in this file (fix these first)</source>
        <translation>... e altri {n} problemi in questo file (correggi prima questi)</translation>
    </message>
    <message>
        <source>... and more than {n} more problems in this file (fix these first)</source>
        <translation>... e più di {n} altri problemi in questo file (correggi prima questi)</translation>
    </message>
    <message>
        <source>{label}: {value} is not a value this field accepts</source>
        <translation>{label}: {value} non è un valore accettato da questo campo</translation>
    </message>
    <message>
        <source>Item {n} of {label}</source>
        <translation>Elemento {n} di {label}</translation>
    </message>
    <message>
        <source>{label} (front)</source>
        <translation>{label} (fronte)</translation>
    </message>
    <message>
        <source>{label} (back)</source>
        <translation>{label} (retro)</translation>
    </message>
    <message>
        <source>the text {id}</source>
        <translation>il testo {id}</translation>
    </message>
    <message>
        <source>{number} (a decimal number)</source>
        <translation>{number} (un numero decimale)</translation>
    </message>
    <message>
        <source>{expected} (or empty)</source>
        <translation>{expected} (o vuoto)</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>FP</source>
        <translation>PF</translation>
    </message>
    <message>
        <source>Boxed FP</source>
        <translation>PF riquadrata</translation>
    </message>
    <message>
        <source>Range</source>
        <translation>Gittata</translation>
    </message>
    <message>
        <source>Minimum range</source>
        <translation>Gittata minima</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Movimento</translation>
    </message>
    <message>
        <source>Morale</source>
        <translation>Morale</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Comando</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Figure</translation>
    </message>
    <message>
        <source>Movement modifier</source>
        <translation>Modificatore di movimento</translation>
    </message>
    <message>
        <source>Weapon type</source>
        <translation>Tipo arma</translation>
    </message>
    <message>
        <source>Years</source>
        <translation>Anni</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>Anno</translation>
    </message>
    <message>
        <source>First year (From)</source>
        <translation>Primo anno (Da)</translation>
    </message>
    <message>
        <source>Last year (To)</source>
        <translation>Ultimo anno (A)</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Order limit</source>
        <translation>Limite ordini</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Iniziativa</translation>
    </message>
    <message>
        <source>Surrender space</source>
        <translation>Casella di Resa</translation>
    </message>
    <message>
        <source>Leader rolls</source>
        <translation>Tiri capi</translation>
    </message>
    <message>
        <source>Leader modifier</source>
        <translation>Modificatore capo</translation>
    </message>
    <message>
        <source>Banzai force</source>
        <translation>Forza Banzai</translation>
    </message>
    <message>
        <source>Sighting markers</source>
        <translation>Segnalini di Avvistamento</translation>
    </message>
    <message>
        <source>Sighting marker</source>
        <translation>Segnalino di avvistamento</translation>
    </message>
    <message>
        <source>VP cost</source>
        <translation>Costo in PV</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Starting VP</source>
        <translation>PV iniziali</translation>
    </message>
    <message>
        <source>Starting Time space</source>
        <translation>Casella del Tempo iniziale</translation>
    </message>
    <message>
        <source>Sudden Death space</source>
        <translation>Casella di Fine improvvisa</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Carte in mano</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>Tiro</translation>
    </message>
    <message>
        <source>Nation</source>
        <translation>Nazione</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Esagono</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>Pedina</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Numero</translation>
    </message>
    <message>
        <source>Weapon</source>
        <translation>Arma</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Unità</translation>
    </message>
    <message>
        <source>Radio</source>
        <translation>Radio</translation>
    </message>
    <message>
        <source>Artillery denied</source>
        <translation>Artiglieria negata</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Faction</source>
        <translation>Fazione</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Provenance</source>
        <translation>Provenienza</translation>
    </message>
    <message>
        <source>an id: letters, digits, &apos;-&apos;, &apos;_&apos; or &apos;.&apos;, starting with a letter or digit, no spaces</source>
        <translation>un id: lettere, cifre, &apos;-&apos;, &apos;_&apos; o &apos;.&apos;, che inizia con una lettera o una cifra, senza spazi</translation>
    </message>
    <message>
        <source>lower-case letters, digits, &apos;-&apos; or &apos;_&apos;, no spaces</source>
        <translation>lettere minuscole, cifre, &apos;-&apos; o &apos;_&apos;, senza spazi</translation>
    </message>
    <message>
        <source>two or three capital letters, such as JP or US</source>
        <translation>due o tre lettere maiuscole, come JP o US</translation>
    </message>
    <message>
        <source>a hex id such as C7 (column letter, row number)</source>
        <translation>un id di esagono come C7 (lettera di colonna, numero di riga)</translation>
    </message>
    <message>
        <source>a whole number</source>
        <translation>un numero intero</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un numero</translation>
    </message>
    <message>
        <source>text</source>
        <translation>testo</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>vero o falso</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>un elenco</translation>
    </message>
    <message>
        <source>a set of &apos;field: value&apos; lines</source>
        <translation>un insieme di righe &apos;campo: valore&apos;</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuoto</translation>
    </message>
    <message>
        <source>The document</source>
        <translation>Il documento</translation>
    </message>
    <message>
        <source>First year of Years</source>
        <translation>Primo anno di Anni</translation>
    </message>
    <message>
        <source>Last year of Years</source>
        <translation>Ultimo anno di Anni</translation>
    </message>
    <message>
        <source>a set of fields</source>
        <translation>un insieme di campi</translation>
    </message>
    <message>
        <source>true (true/false)</source>
        <translation>true (vero/falso)</translation>
    </message>
    <message>
        <source>false (true/false)</source>
        <translation>false (vero/falso)</translation>
    </message>
</context>
<context>
    <name>Sides</name>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>Alleati</translation>
    </message>
</context>
<context>
    <name>SmallTables</name>
    <message>
        <source>Letter</source>
        <translation>Lettera</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Obiettivo</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>PV</translation>
    </message>
    <message>
        <source>Secret side</source>
        <translation>Lato segreto</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Testo</translation>
    </message>
    <message>
        <source>Objective chits (one row per chit)</source>
        <translation>Segnalini obiettivo (una riga per segnalino)</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>VP cost</source>
        <translation>Costo PV</translation>
    </message>
    <message>
        <source>Countermix limit</source>
        <translation>Limite pedine</translation>
    </message>
    <message>
        <source>Mine FP</source>
        <translation>PF mine</translation>
    </message>
    <message>
        <source>What a Defender may buy at setup</source>
        <translation>Cosa può comprare il Difensore al piazzamento</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>Carta</translation>
    </message>
    <message>
        <source>Order</source>
        <translation>Ordine</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Azione</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Random hex</source>
        <translation>Esagono casuale</translation>
    </message>
    <message>
        <source>White die</source>
        <translation>Dado bianco</translation>
    </message>
    <message>
        <source>Coloured die</source>
        <translation>Dado colorato</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>Innesco</translation>
    </message>
    <message>
        <source>Revive points</source>
        <translation>Punti di rianimazione</translation>
    </message>
    <message>
        <source>Infiltrate box</source>
        <translation>Riquadro di infiltrazione</translation>
    </message>
    <message>
        <source>Air Support from</source>
        <translation>Supporto aereo da</translation>
    </message>
    <message>
        <source>Air Support to</source>
        <translation>Supporto aereo a</translation>
    </message>
    <message>
        <source>Breezy direction</source>
        <translation>Direzione del vento</translation>
    </message>
    <message>
        <source>Gusts</source>
        <translation>Raffiche</translation>
    </message>
    <message>
        <source>Marksmanship faction</source>
        <translation>Fazione tiratori scelti</translation>
    </message>
    <message>
        <source>Fate deck (one row per card; enter your own deck&apos;s cards)</source>
        <translation>Mazzo del Fato (una riga per carta; inserisci le carte del tuo mazzo)</translation>
    </message>
    <message>
        <source>Chits</source>
        <translation>Segnalini</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Prezzi</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>CC:P Scenario Studio</source>
        <translation>CC:P Scenario Studio</translation>
    </message>
    <message>
        <source>YOUR OWN BOX</source>
        <translation>LA TUA SCATOLA</translation>
    </message>
    <message>
        <source>This is the demo game box that comes with the app: it is read-only. Make your own copy to add maps, enter your forces and save scenarios.</source>
        <translation>Questa è la scatola demo fornita con l&apos;applicazione: è in sola lettura. Creane una tua copia per aggiungere mappe, inserire le tue forze e salvare scenari.</translation>
    </message>
    <message>
        <source>Make my own copy...</source>
        <translation>Crea la mia copia...</translation>
    </message>
    <message>
        <source>Open the Demo Data Set</source>
        <translation>Apri il data set demo</translation>
    </message>
    <message>
        <source>Trace a map from a scan</source>
        <translation>Ricalca una mappa</translation>
    </message>
    <message>
        <source>Fit the grid to your scan, trace the terrain</source>
        <translation>Adatta la griglia alla scansione, ricalca il terreno</translation>
    </message>
    <message>
        <source>Generate a random battle</source>
        <translation>Genera una battaglia casuale</translation>
    </message>
    <message>
        <source>The RSG procedure, step by step</source>
        <translation>La procedura RSG, passo per passo</translation>
    </message>
    <message>
        <source>Design a scenario</source>
        <translation>Progetta uno scenario</translation>
    </message>
    <message>
        <source>A map, two sides, their postures</source>
        <translation>Una mappa, due schieramenti, le loro posture</translation>
    </message>
    <message>
        <source>Playtest a scenario</source>
        <translation>Prova uno scenario</translation>
    </message>
    <message>
        <source>Set up and play on the board</source>
        <translation>Schiera e gioca sul tabellone</translation>
    </message>
    <message>
        <source>Open a game box</source>
        <translation>Apri una scatola di gioco</translation>
    </message>
    <message>
        <source>A folder holding dataset.yaml</source>
        <translation>Una cartella che contiene dataset.yaml</translation>
    </message>
    <message>
        <source>New game box</source>
        <translation>Nuova scatola di gioco</translation>
    </message>
    <message>
        <source>Empty, or a copy of the demo</source>
        <translation>Vuota, o una copia della demo</translation>
    </message>
    <message>
        <source>Recent files</source>
        <translation>File recenti</translation>
    </message>
    <message>
        <source>In this game box</source>
        <translation>In questa scatola di gioco</translation>
    </message>
    <message>
        <source>Game box: loading...</source>
        <translation>Scatola di gioco: caricamento...</translation>
    </message>
    <message>
        <source>Loading...</source>
        <translation>Caricamento...</translation>
    </message>
    <message>
        <source>Game box: {name}</source>
        <translation>Scatola di gioco: {name}</translation>
    </message>
    <message>
        <source>This box holds demo data: placeholder values, not the published game&apos;s. Replace them with your own.</source>
        <translation>Questa scatola contiene dati demo: valori segnaposto, non quelli del gioco pubblicato. Sostituiscili con i tuoi.</translation>
    </message>
    <message>
        <source>No game box is open: open one, or make a new one.</source>
        <translation>Nessuna scatola di gioco aperta: aprine una o creane una nuova.</translation>
    </message>
    <message>
        <source>{path} (read-only)</source>
        <translation>{path} (sola lettura)</translation>
    </message>
    <message>
        <source>Draft maps: {n}</source>
        <translation>Mappe in bozza: {n}</translation>
    </message>
    <message>
        <source>Problems when loading: {n}</source>
        <translation>Problemi di caricamento: {n}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;This data set did not load completely&lt;/b&gt;: %n problem(s), listed in the Problems panel below. Fix them in the files, or open another data set.</source>
        <translation>
            <numerusform>&lt;b&gt;Questo data set non si è caricato del tutto&lt;/b&gt;: %n problema, elencato nel pannello Problemi qui sotto. Correggilo nel file o apri un altro data set.</numerusform>
            <numerusform>&lt;b&gt;Questo data set non si è caricato del tutto&lt;/b&gt;: %n problemi, elencati nel pannello Problemi qui sotto. Correggili nei file o apri un altro data set.</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing opened yet</source>
        <translation>Ancora niente di aperto</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <source>Loading the game box {path}...</source>
        <translation>Caricamento della scatola di gioco {path}...</translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message>
        <source>choose one of: {choices}</source>
        <translation>scegli tra: {choices}</translation>
    </message>
    <message>
        <source>Set {fields}</source>
        <translation>Imposta {fields}</translation>
    </message>
    <message>
        <source> and </source>
        <translation> e </translation>
    </message>
    <message>
        <source>{text!r} is not offered here: there is nothing to choose from</source>
        <translation>{text!r} non è tra le scelte: qui non c&apos;è nulla da scegliere</translation>
    </message>
    <message>
        <source>{text!r} is not one of: {choices}</source>
        <translation>{text!r} non è tra: {choices}</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Aggiungi</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Paste</source>
        <translation>Incolla</translation>
    </message>
    <message>
        <source>Spreadsheets (*.csv *.xlsx)</source>
        <translation>Fogli di calcolo (*.csv *.xlsx)</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Cartelle di lavoro Excel (*.xlsx)</translation>
    </message>
    <message>
        <source>Import table</source>
        <translation>Importa tabella</translation>
    </message>
    <message>
        <source>Import CSV or Excel...</source>
        <translation>Importa CSV o Excel...</translation>
    </message>
    <message>
        <source>Export CSV or Excel...</source>
        <translation>Esporta CSV o Excel...</translation>
    </message>
    <message>
        <source>Insert an empty row after the current one (Ctrl+I)</source>
        <translation>Inserisci una riga vuota dopo quella corrente (Ctrl+I)</translation>
    </message>
    <message>
        <source>Remove the selected rows (Ctrl+Shift+Del)</source>
        <translation>Rimuovi le righe selezionate (Ctrl+Maiusc+Canc)</translation>
    </message>
    <message>
        <source>Copy the selected rows (Ctrl+Shift+C); Ctrl+C copies the selected cells</source>
        <translation>Copia le righe selezionate (Ctrl+Maiusc+C); Ctrl+C copia le celle selezionate</translation>
    </message>
    <message>
        <source>Insert the rows on the clipboard (Ctrl+Shift+V); Ctrl+V pastes into the cell</source>
        <translation>Inserisci le righe degli appunti (Ctrl+Maiusc+V); Ctrl+V incolla nella cella</translation>
    </message>
    <message>
        <source>Not changed: {reason}</source>
        <translation>Non modificato: {reason}</translation>
    </message>
    <message>
        <source>Copy Cell</source>
        <translation>Copia cella</translation>
    </message>
    <message>
        <source>Paste into Cell</source>
        <translation>Incolla nella cella</translation>
    </message>
    <message>
        <source>Insert Row</source>
        <translation>Inserisci riga</translation>
    </message>
    <message>
        <source>Remove Rows</source>
        <translation>Rimuovi righe</translation>
    </message>
    <message>
        <source>Copy Rows</source>
        <translation>Copia righe</translation>
    </message>
    <message>
        <source>Paste Rows</source>
        <translation>Incolla righe</translation>
    </message>
    <message>
        <source>Copied the cell</source>
        <translation>Cella copiata</translation>
    </message>
    <message>
        <source>Copied {n} cells</source>
        <translation>Copiate {n} celle</translation>
    </message>
    <message>
        <source>Paste cells</source>
        <translation>Incolla celle</translation>
    </message>
    <message numerus="yes">
        <source>Imported %n row(s) from {path}</source>
        <translation>
            <numerusform>Importata %n riga da {path}</numerusform>
            <numerusform>Importate %n righe da {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>the clipboard holds no rows: {problem}</source>
        <translation>gli appunti non contengono righe: {problem}</translation>
    </message>
    <message>
        <source>the clipboard rows do not fit this table: {error}</source>
        <translation>le righe negli appunti non si adattano a questa tabella: {error}</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Copied %n row(s)</source>
        <translation>
            <numerusform>Copiata %n riga</numerusform>
            <numerusform>Copiate %n righe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n row(s)</source>
        <translation>
            <numerusform>Incolla %n riga</numerusform>
            <numerusform>Incolla %n righe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n row(s)</source>
        <translation>
            <numerusform>Incollata %n riga</numerusform>
            <numerusform>Incollate %n righe</numerusform>
        </translation>
    </message>
    <message>
        <source>Export table</source>
        <translation>Esporta tabella</translation>
    </message>
    <message>
        <source>Exported {path}</source>
        <translation>Esportato {path}</translation>
    </message>
</context>
<context>
    <name>Widgets</name>
    <message>
        <source>DEMO DATA</source>
        <translation>DATI DIMOSTRATIVI</translation>
    </message>
    <message>
        <source>Placeholder values for trying the app, not the published game data.</source>
        <translation>Valori segnaposto per provare l&apos;applicazione, non i dati pubblicati del gioco.</translation>
    </message>
</context>
<context>
    <name>WindowHabits</name>
    <message>
        <source>All open documents (Ctrl+Tab)</source>
        <translation>Tutti i documenti aperti (Ctrl+Tab)</translation>
    </message>
    <message>
        <source>All open documents</source>
        <translation>Tutti i documenti aperti</translation>
    </message>
    <message>
        <source>Switch &amp;Document...</source>
        <translation>Cambia &amp;documento...</translation>
    </message>
    <message>
        <source>Switch Document (Backwards)</source>
        <translation>Cambia documento (all&apos;indietro)</translation>
    </message>
    <message>
        <source>&amp;Next Tab</source>
        <translation>Scheda &amp;successiva</translation>
    </message>
    <message>
        <source>&amp;Previous Tab</source>
        <translation>Scheda &amp;precedente</translation>
    </message>
</context>
<context>
    <name>Workspace</name>
    <message>
        <source>Rule set</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Forces</source>
        <translation>Forze</translation>
    </message>
    <message>
        <source>Objective chits</source>
        <translation>Segnalini obiettivo</translation>
    </message>
    <message>
        <source>Fortification OB</source>
        <translation>OB fortificazioni</translation>
    </message>
    <message>
        <source>Fate decks</source>
        <translation>Mazzi del Fato</translation>
    </message>
    <message>
        <source>Maps</source>
        <translation>Mappe</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scenari</translation>
    </message>
    <message>
        <source>No data set</source>
        <translation>Nessuna raccolta dati</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>file inesistente</translation>
    </message>
</context>
<context>
    <name>YamlMessages</name>
    <message>
        <source>{value} is true/false here (YAML 1.1) but text in editors (YAML 1.2): write true/false, or quote it</source>
        <translation>{value} qui è vero/falso (YAML 1.1) ma testo negli editor (YAML 1.2): scrivi true/false, o mettilo tra virgolette</translation>
    </message>
    <message>
        <source>{value} is a base-60 number here (YAML 1.1) but text in editors (YAML 1.2): quote it</source>
        <translation>{value} qui è un numero in base 60 (YAML 1.1) ma testo negli editor (YAML 1.2): mettilo tra virgolette</translation>
    </message>
    <message>
        <source>{value} is a number here (YAML 1.1) but text in editors (YAML 1.2): write it without underscores</source>
        <translation>{value} qui è un numero (YAML 1.1) ma testo negli editor (YAML 1.2): scrivilo senza trattini bassi</translation>
    </message>
    <message>
        <source>{value} is text here (YAML 1.1) but a number in editors (YAML 1.2): write it with a dot (1.0e3) or quote it</source>
        <translation>{value} qui è testo (YAML 1.1) ma un numero negli editor (YAML 1.2): scrivilo con un punto (1.0e3) o mettilo tra virgolette</translation>
    </message>
    <message>
        <source>{value} is an octal number here (YAML 1.1) but decimal in editors (YAML 1.2): drop the leading 0 or quote it</source>
        <translation>{value} qui è un numero ottale (YAML 1.1) ma decimale negli editor (YAML 1.2): togli lo 0 iniziale o mettilo tra virgolette</translation>
    </message>
    <message>
        <source>{value} is a binary number here (YAML 1.1) but text in editors (YAML 1.2): write it in decimal or quote it</source>
        <translation>{value} qui è un numero binario (YAML 1.1) ma testo negli editor (YAML 1.2): scrivilo in decimale o mettilo tra virgolette</translation>
    </message>
    <message>
        <source>not valid UTF-8 text (byte 0x{byte} at offset {offset})</source>
        <translation>testo UTF-8 non valido (byte 0x{byte} alla posizione {offset})</translation>
    </message>
    <message>
        <source>cannot read file: {reason}</source>
        <translation>impossibile leggere il file: {reason}</translation>
    </message>
    <message>
        <source>cannot read file: it is {kind}, not a regular file</source>
        <translation>impossibile leggere il file: è {kind}, non un file normale</translation>
    </message>
    <message>
        <source>file too large ({size} bytes; {what} are limited to {limit})</source>
        <translation>file troppo grande ({size} byte; il limite per {what} è {limit})</translation>
    </message>
    <message>
        <source>file too large (over {size} bytes; {what} are limited to {limit})</source>
        <translation>file troppo grande (oltre {size} byte; il limite per {what} è {limit})</translation>
    </message>
    <message>
        <source>this is {format}, not text: {what} are text files</source>
        <translation>questo è {format}, non testo: {what} sono file di testo</translation>
    </message>
    <message>
        <source>text too large ({size} characters)</source>
        <translation>testo troppo grande ({size} caratteri)</translation>
    </message>
    <message>
        <source>YAML syntax: {problem}</source>
        <translation>sintassi YAML: {problem}</translation>
    </message>
    <message>
        <source>{what} not allowed in YAML ({problem})</source>
        <translation>{what} non ammesso in YAML ({problem})</translation>
    </message>
    <message>
        <source>YAML error: {problem}</source>
        <translation>errore YAML: {problem}</translation>
    </message>
    <message>
        <source>document nested too deeply</source>
        <translation>documento annidato troppo in profondità</translation>
    </message>
    <message>
        <source>mapping keys must be plain values</source>
        <translation>le chiavi devono essere valori semplici</translation>
    </message>
    <message>
        <source>only one YAML document per file is allowed</source>
        <translation>è ammesso un solo documento YAML per file</translation>
    </message>
    <message>
        <source>nested more than {n} levels deep</source>
        <translation>annidato per più di {n} livelli</translation>
    </message>
    <message>
        <source>unknown alias *{anchor}</source>
        <translation>alias sconosciuto *{anchor}</translation>
    </message>
    <message>
        <source>aliases cannot be mapping keys</source>
        <translation>gli alias non possono essere chiavi</translation>
    </message>
    <message>
        <source>empty document: expected a mapping</source>
        <translation>documento vuoto: attese righe &apos;campo: valore&apos;</translation>
    </message>
    <message>
        <source>document too large once aliases are expanded (over {size} nodes)</source>
        <translation>documento troppo grande una volta espansi gli alias (oltre {size} nodi)</translation>
    </message>
    <message>
        <source>YAML tag {tag} is not allowed</source>
        <translation>il tag YAML {tag} non è ammesso</translation>
    </message>
    <message>
        <source>duplicate key {value}</source>
        <translation>chiave ripetuta {value}</translation>
    </message>
    <message>
        <source>number too long ({size} digits)</source>
        <translation>numero troppo lungo ({size} cifre)</translation>
    </message>
    <message>
        <source>bad value {value}: {problem}</source>
        <translation>valore non valido {value}: {problem}</translation>
    </message>
    <message>
        <source>this text holds a lone surrogate (an escape between \uD800 and \uDFFF), which is not a character: remove it or write the character itself</source>
        <translation>questo testo contiene un surrogato isolato (un escape tra \uD800 e \uDFFF), che non è un carattere: toglilo o scrivi il carattere stesso</translation>
    </message>
    <message>
        <source>number {value} is not finite</source>
        <translation>il numero {value} non è finito</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a pipe (FIFO)</source>
        <translation>una pipe (FIFO)</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>non un file normale</translation>
    </message>
    <message>
        <source>documents</source>
        <translation>i documenti</translation>
    </message>
    <message>
        <source>CSV files</source>
        <translation>i file CSV</translation>
    </message>
    <message>
        <source>byte</source>
        <translation>byte</translation>
    </message>
    <message>
        <source>the document would be {size} bytes; documents are limited to {limit} so it could not be reopened</source>
        <translation>il documento sarebbe di {size} byte; i documenti sono limitati a {limit}, quindi non si potrebbe riaprirlo</translation>
    </message>
    <message>
        <source>the document would hold {nodes} values; documents are limited to {limit} so it could not be reopened</source>
        <translation>il documento conterrebbe {nodes} valori; i documenti sono limitati a {limit}, quindi non si potrebbe riaprirlo</translation>
    </message>
    <message>
        <source>the document would be nested {depth} levels deep; the limit is {limit}</source>
        <translation>il documento sarebbe annidato su {depth} livelli; il limite è {limit}</translation>
    </message>
</context>
<context>
    <name>YamlView</name>
    <message>
        <source>In sync with the tables.</source>
        <translation>Allineato con le tabelle.</translation>
    </message>
    <message>
        <source>Not applied: {line}:{column}: {pointer}: {message}</source>
        <translation>Non applicato: {line}:{column}: {pointer}: {message}</translation>
    </message>
</context>
</TS>
