<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
  <context>
    <name>Board</name>
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
      <source>Play&amp;test Scenario...</source>
      <translation>&amp;Prova lo scenario...</translation>
    </message>
    <message>
      <source>&amp;Resume Playtest...</source>
      <translation>&amp;Riprendi partita di prova...</translation>
    </message>
    <message>
      <source>unreadable</source>
      <translation>illeggibile</translation>
    </message>
    <message>
      <source>The data set has no scenario to playtest</source>
      <translation>Il data set non ha scenari da provare</translation>
    </message>
    <message>
      <source>&amp;Play</source>
      <translation>&amp;Gioca</translation>
    </message>
    <message>
      <source>Playtest of {name} opened</source>
      <translation>Partita di prova di {name} aperta</translation>
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
      <source>Cannot open {path}: {error}</source>
      <translation>Impossibile aprire {path}: {error}</translation>
    </message>
    <message>
      <source>{path} is not a scenario or a playtest save</source>
      <translation>{path} non è uno scenario né un salvataggio di partita</translation>
    </message>
    <message>
      <source>Cannot playtest {id}: {error}</source>
      <translation>Impossibile provare {id}: {error}</translation>
    </message>
    <message>
      <source>Cannot resume {path}: {error}</source>
      <translation>Impossibile riprendere {path}: {error}</translation>
    </message>
    <message>
      <source>T: time marker · red: sudden death, surrender · n+: arrivals</source>
      <translation>T: segnalino del Tempo · rosso: fine improvvisa, resa · n+: arrivi</translation>
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
      <translation>Usa l'Iniziativa (ritira)</translation>
    </message>
    <message>
      <source>Advance Time</source>
      <translation>Avanza il Tempo</translation>
    </message>
    <message>
      <source>Start play</source>
      <translation>Inizia a giocare</translation>
    </message>
    <message>
      <source>Hand sizes:</source>
      <translation>Carte in mano:</translation>
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
      <source>Rolls and triggers of the last action:</source>
      <translation>Tiri ed eventi innescati dall'ultima azione:</translation>
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
    <message>
      <source>Auto-setup</source>
      <translation>Schieramento automatico</translation>
    </message>
    <message>
      <source>Leaders with squads, objectives held, best Cover first, weapons with their units</source>
      <translation>Comandanti con le squadre, obiettivi presidiati, prima la Copertura migliore, armi con le loro unità</translation>
    </message>
    <message>
      <source>Click a unit then a hex of its shaded setup area (or drag it there); drag placed counters to move them.</source>
      <translation>Fai clic su un'unità e poi su un esagono della sua area di schieramento evidenziata (o trascinala lì); trascina le pedine già piazzate per spostarle.</translation>
    </message>
    <message>
      <source>Arrived reinforcements and Sighting markers: click one, then a hex of the friendly edge.</source>
      <translation>Rinforzi arrivati e segnalini di Avvistamento: fai clic su uno, poi su un esagono del bordo amico.</translation>
    </message>
    <message>
      <source>{n} to place</source>
      <translation>{n} da piazzare</translation>
    </message>
    <message>
      <source>{n} arrived</source>
      <translation>{n} arrivati</translation>
    </message>
    <message>
      <source>Turn {turn} · {side} to play · {phase}</source>
      <translation>Turno {turn} · gioca {side} · {phase}</translation>
    </message>
    <message>
      <source>Initiative: </source>
      <translation>Iniziativa: </translation>
    </message>
    <message>
      <source>nobody</source>
      <translation>nessuno</translation>
    </message>
    <message>
      <source>Open chits: {open}</source>
      <translation>Obiettivi aperti: {open}</translation>
    </message>
    <message>
      <source>{side} use the Initiative (re-roll)</source>
      <translation>{side} usa l'Iniziativa (ritira)</translation>
    </message>
    <message>
      <source>Cas. {nation}</source>
      <translation>Perdite {nation}</translation>
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
      <source>VP {text}</source>
      <translation>PV {text}</translation>
    </message>
    <message>
      <source>Time {time} of {last} · sudden death from space {sd}</source>
      <translation>Tempo {time} di {last} · fine improvvisa dalla casella {sd}</translation>
    </message>
    <message>
      <source>Casualties: </source>
      <translation>Perdite: </translation>
    </message>
    <message>
      <source>{side} deck: {n} left</source>
      <translation>mazzo {side}: {n} rimaste</translation>
    </message>
    <message>
      <source>Initiative: {side}</source>
      <translation>Iniziativa: {side}</translation>
    </message>
    <message>
      <source>{side} win: {reason}</source>
      <translation>vince {side}: {reason}</translation>
    </message>
    <message>
      <source>melee in {hexes}</source>
      <translation>mischia in {hexes}</translation>
    </message>
    <message>
      <source> (surrender at {n})</source>
      <translation> (resa alla casella {n})</translation>
    </message>
    <message>
      <source> · Weapons box: </source>
      <translation> · Casella delle armi: </translation>
    </message>
    <message>
      <source>Objective {n} ({hex}): {who}, {vp} VP</source>
      <translation>Obiettivo {n} ({hex}): {who}, {vp} PV</translation>
    </message>
    <message>
      <source>revealed: {chits}</source>
      <translation>rivelati: {chits}</translation>
    </message>
    <message>
      <source>Sighting marker</source>
      <translation>Segnalino di avvistamento</translation>
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
      <source>Save As...</source>
      <translation>Salva con nome...</translation>
    </message>
    <message>
      <source>Resume...</source>
      <translation>Riprendi...</translation>
    </message>
    <message>
      <source>LOS / range</source>
      <translation>LdV / gittata</translation>
    </message>
    <message>
      <source>Fire...</source>
      <translation>Fuoco...</translation>
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
      <source>Setup areas</source>
      <translation>Aree di schieramento</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annulla</translation>
    </message>
    <message>
      <source>Click a counter to select it (Ctrl+click: add, double-click: its stack); drag to move; right-click for more.</source>
      <translation>Fai clic su una pedina per selezionarla (Ctrl+clic: aggiungi, doppio clic: la sua pila); trascina per muovere; clic destro per altro.</translation>
    </message>
    <message>
      <source>Fire: click the target hex (Esc cancels).</source>
      <translation>Fuoco: fai clic sull'esagono bersaglio (Esc annulla).</translation>
    </message>
    <message>
      <source>Save playtest</source>
      <translation>Salva la partita di prova</translation>
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
      <source>Fortification</source>
      <translation>Fortificazione</translation>
    </message>
    <message>
      <source>Time Track</source>
      <translation>Tabella del Tempo</translation>
    </message>
    <message>
      <source>Save the playtest</source>
      <translation>Salva la partita di prova</translation>
    </message>
    <message>
      <source>Resume a saved playtest</source>
      <translation>Riprendi una partita di prova salvata</translation>
    </message>
    <message>
      <source>Drag from hex to hex: LOS, hindrance, range and why</source>
      <translation>Trascina da esagono a esagono: LdV, intralcio, gittata e perché</translation>
    </message>
    <message>
      <source>Fire with the selected pieces: click the target hex</source>
      <translation>Fuoco con i pezzi selezionati: fai clic sull'esagono bersaglio</translation>
    </message>
    <message>
      <source>Show the map's calibrated scan under the terrain</source>
      <translation>Mostra la scansione calibrata della mappa sotto il terreno</translation>
    </message>
    <message>
      <source>Board: {name}</source>
      <translation>Plancia: {name}</translation>
    </message>
    <message>
      <source>Selected: </source>
      <translation>Selezionati: </translation>
    </message>
    <message>
      <source>off the map</source>
      <translation>fuori mappa</translation>
    </message>
    <message>
      <source>the game is over</source>
      <translation>la partita è finita</translation>
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
      <source>Select the firing pieces first (Ctrl+click adds one).</source>
      <translation>Seleziona prima i pezzi che sparano (Ctrl+clic ne aggiunge uno).</translation>
    </message>
    <message>
      <source>Select the firing pieces first.</source>
      <translation>Seleziona prima i pezzi che sparano.</translation>
    </message>
    <message>
      <source>Nothing to undo.</source>
      <translation>Niente da annullare.</translation>
    </message>
    <message>
      <source>Nothing to redo.</source>
      <translation>Niente da ripetere.</translation>
    </message>
    <message>
      <source>Remove from play</source>
      <translation>Togli dal gioco</translation>
    </message>
    <message>
      <source>LOS / range from here</source>
      <translation>LdV / gittata da qui</translation>
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
      <source>Click a hex to place {id} (Esc cancels).</source>
      <translation>Fai clic su un esagono per piazzare {id} (Esc annulla).</translation>
    </message>
    <message>
      <source>outside the setup area</source>
      <translation>fuori dall'area di schieramento</translation>
    </message>
    <message>
      <source>an Advance goes one hex</source>
      <translation>un'Avanzata muove di un esagono</translation>
    </message>
    <message>
      <source>mines!</source>
      <translation>mine!</translation>
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
      <source>Undone: {what}</source>
      <translation>Annullato: {what}</translation>
    </message>
    <message>
      <source>Redone: {what}</source>
      <translation>Ripetuto: {what}</translation>
    </message>
    <message>
      <source>Saved {path}</source>
      <translation>Salvato {path}</translation>
    </message>
    <message>
      <source>Resumed {path}</source>
      <translation>Ripreso {path}</translation>
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
      <source>LOS / range from {hex}: drag from it to a target hex.</source>
      <translation>LdV / gittata da {hex}: trascina da lì a un esagono bersaglio.</translation>
    </message>
    <message>
      <source>Time space for {id}:</source>
      <translation>Casella del Tempo per {id}:</translation>
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
      <source>{what} refused: {reason}</source>
      <translation>{what} rifiutato: {reason}</translation>
    </message>
    <message>
      <source>Sighting marker {id}</source>
      <translation>Segnalino di Avvistamento {id}</translation>
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
      <source>Break</source>
      <translation>Metti in rotta</translation>
    </message>
    <message>
      <source>Eliminate</source>
      <translation>Elimina</translation>
    </message>
    <message>
      <source>Hex {hex}: {terrain}, level {level}, cover {cover}</source>
      <translation>Esagono {hex}: {terrain}, livello {level}, copertura {cover}</translation>
    </message>
    <message>
      <source>Advance the selection here</source>
      <translation>Avanza la selezione qui</translation>
    </message>
    <message>
      <source>Remove {fort}</source>
      <translation>Rimuovi {fort}</translation>
    </message>
    <message>
      <source>(VP {change:+d})</source>
      <translation>(PV {change:+d})</translation>
    </message>
    <message>
      <source>{id}: Sighting marker</source>
      <translation>{id}: segnalino di Avvistamento</translation>
    </message>
    <message>
      <source>set up in {hex}</source>
      <translation>schierato in {hex}</translation>
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
      <source>Could not save {path}: {error}</source>
      <translation>Impossibile salvare {path}: {error}</translation>
    </message>
    <message>
      <source>Cannot resume: {error}</source>
      <translation>Impossibile riprendere: {error}</translation>
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
      <source>Remove {kind}</source>
      <translation>Rimuovi {kind}</translation>
    </message>
    <message>
      <source>Hand weapon {id} to</source>
      <translation>Passa l'arma {id} a</translation>
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
    <name>DocumentModel</name>
    <message>
      <source>untitled.yaml</source>
      <translation>senza_titolo.yaml</translation>
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
      <source>Edit YAML</source>
      <translation>Modifica YAML</translation>
    </message>
    <message>
      <source>no file name given</source>
      <translation>nessun nome di file indicato</translation>
    </message>
    <message>
      <source>Replace document</source>
      <translation>Sostituisci documento</translation>
    </message>
    <message>
      <source>Forces</source>
      <translation>Forze</translation>
    </message>
    <message>
      <source>the kind of a document cannot change here</source>
      <translation>qui non si può cambiare il tipo di documento</translation>
    </message>
    <message>
      <source>the file now holds another kind of document</source>
      <translation>il file ora contiene un altro tipo di documento</translation>
    </message>
    <message>
      <source>Set {pointer}</source>
      <translation>Imposta {pointer}</translation>
    </message>
    <message>
      <source>Insert {n} row(s) in {where}</source>
      <translation>Inserisci {n} righe in {where}</translation>
    </message>
    <message>
      <source>Remove {n} row(s) from {where}</source>
      <translation>Rimuovi {n} righe da {where}</translation>
    </message>
  </context>
  <context>
    <name>DocumentView</name>
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
    <name>FireCalculator</name>
    <message>
      <source>FP from actions or events played with the fire (e.g. Assault Fire)</source>
      <translation>PF da azioni o eventi giocati con il fuoco (es. Fuoco d'assalto)</translation>
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
      <source>Roll and apply</source>
      <translation>Tira e applica</translation>
    </message>
    <message>
      <source> (lowers the Targeting roll, not the FP)</source>
      <translation> (riduce il tiro per colpire, non i PF)</translation>
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
      <translation>PF d'attacco</translation>
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
      <source>yes: night hindrance is in the figure above</source>
      <translation>sì: l'intralcio notturno è nel valore sopra</translation>
    </message>
    <message>
      <source>no</source>
      <translation>no</translation>
    </message>
    <message>
      <source> + the attack roll</source>
      <translation> + il tiro d'attacco</translation>
    </message>
    <message>
      <source> (overstack penalty)</source>
      <translation> (penalità di sovraffollamento)</translation>
    </message>
    <message>
      <source>&lt;b&gt;Targeting roll missed&lt;/b&gt;</source>
      <translation>&lt;b&gt;Tiro per colpire fallito&lt;/b&gt;</translation>
    </message>
    <message>
      <source>Fire at {hex}</source>
      <translation>Fuoco su {hex}</translation>
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
      <source>Cannot fire: {reason}</source>
      <translation>Impossibile sparare: {reason}</translation>
    </message>
    <message>
      <source>Attack total {total}</source>
      <translation>Totale d'attacco {total}</translation>
    </message>
  </context>
  <context>
    <name>ForcesEditors</name>
    <message>
      <source>Unit</source>
      <translation>Unità</translation>
    </message>
    <message>
      <source>Weapon</source>
      <translation>Arma</translation>
    </message>
    <message>
      <source>Radio</source>
      <translation>Radio</translation>
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
      <source>Quality</source>
      <translation>Qualità</translation>
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
      <source>Support</source>
      <translation>Supporto</translation>
    </message>
    <message>
      <source>Leaders</source>
      <translation>Capi</translation>
    </message>
    <message>
      <source>Troop quality</source>
      <translation>Qualità truppe</translation>
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
      <source>Kind</source>
      <translation>Tipo</translation>
    </message>
    <message>
      <source>Faction</source>
      <translation>Fazione</translation>
    </message>
    <message>
      <source>Figures</source>
      <translation>Figure</translation>
    </message>
    <message>
      <source>front</source>
      <translation>fronte</translation>
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
      <source>New counter</source>
      <translation>Nuova pedina</translation>
    </message>
    <message>
      <source>Counters (both sides)</source>
      <translation>Pedine (entrambi i lati)</translation>
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
      <source>New OB card</source>
      <translation>Nuova carta OB</translation>
    </message>
    <message>
      <source>OB cards</source>
      <translation>Carte OB</translation>
    </message>
    <message>
      <source>Units of the selected card</source>
      <translation>Unità della carta selezionata</translation>
    </message>
    <message>
      <source>Entries of the selected column</source>
      <translation>Voci della colonna selezionata</translation>
    </message>
    <message>
      <source>Set dice</source>
      <translation>Imposta dadi</translation>
    </message>
    <message>
      <source>Add column</source>
      <translation>Aggiungi colonna</translation>
    </message>
    <message>
      <source>Import CSV</source>
      <translation>Importa CSV</translation>
    </message>
    <message>
      <source>Export CSV</source>
      <translation>Esporta CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>File CSV (*.csv)</translation>
    </message>
    <message>
      <source>Counters</source>
      <translation>Pedine</translation>
    </message>
    <message>
      <source>Preview</source>
      <translation>Anteprima</translation>
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
      <source>Dice:</source>
      <translation>Dadi:</translation>
    </message>
    <message>
      <source>Selected column roll:</source>
      <translation>Tiro della colonna selezionata:</translation>
    </message>
    <message>
      <source>Remove column</source>
      <translation>Rimuovi colonna</translation>
    </message>
    <message>
      <source>Import CSV...</source>
      <translation>Importa CSV...</translation>
    </message>
    <message>
      <source>Export CSV...</source>
      <translation>Esporta CSV...</translation>
    </message>
    <message>
      <source>No column selected</source>
      <translation>Nessuna colonna selezionata</translation>
    </message>
    <message>
      <source>Set column roll</source>
      <translation>Imposta tiro della colonna</translation>
    </message>
    <message>
      <source>the file is empty</source>
      <translation>il file è vuoto</translation>
    </message>
    <message>
      <source>the first row must name the columns, including 'roll'</source>
      <translation>la prima riga deve nominare le colonne, compresa 'roll'</translation>
    </message>
    <message>
      <source>Broken side</source>
      <translation>Lato rotto</translation>
    </message>
    <message>
      <source>Units of card {n}</source>
      <translation>Unità della carta {n}</translation>
    </message>
    <message>
      <source>radio {id}</source>
      <translation>radio {id}</translation>
    </message>
    <message>
      <source>Entries of roll {roll}</source>
      <translation>Voci del tiro {roll}</translation>
    </message>
    <message>
      <source>{part!r} is not 'COUNT x COUNTER +WEAPON'</source>
      <translation>{part!r} non è 'NUMERO x PEDINA +ARMA'</translation>
    </message>
    <message>
      <source>Roll {roll}</source>
      <translation>Tiro {roll}</translation>
    </message>
    <message>
      <source>unknown column {name!r}</source>
      <translation>colonna sconosciuta {name!r}</translation>
    </message>
    <message>
      <source>Exported {path}</source>
      <translation>Esportato {path}</translation>
    </message>
    <message>
      <source>Imported {n} entries from {path}</source>
      <translation>Importate {n} voci da {path}</translation>
    </message>
    <message>
      <source>row {row}: roll {value!r} is not a whole number</source>
      <translation>riga {row}: il tiro {value!r} non è un numero intero</translation>
    </message>
    <message>
      <source>Not imported: {reason}</source>
      <translation>Non importato: {reason}</translation>
    </message>
    <message>
      <source>row {row}, column {column}: {message}</source>
      <translation>riga {row}, colonna {column}: {message}</translation>
    </message>
    <message>
      <source>row {row}: {message}</source>
      <translation>riga {row}: {message}</translation>
    </message>
  </context>
  <context>
    <name>Inspector</name>
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
      <source>data set</source>
      <translation>raccolta dati</translation>
    </message>
    <message>
      <source>Select a cell to see its value and problems here.</source>
      <translation>Seleziona una cella per vederne qui il valore e i problemi.</translation>
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
    <name>MainWindow</name>
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
      <source>Import CSV...</source>
      <translation>Importa CSV...</translation>
    </message>
    <message>
      <source>Export CSV...</source>
      <translation>Esporta CSV...</translation>
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
      <source>Open &amp;Recent</source>
      <translation>Apri &amp;recenti</translation>
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
      <source>Forces (one nation)</source>
      <translation>Forze (una nazione)</translation>
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
      <source>New document</source>
      <translation>Nuovo documento</translation>
    </message>
    <message>
      <source>Kind:</source>
      <translation>Tipo:</translation>
    </message>
    <message>
      <source>Open document</source>
      <translation>Apri documento</translation>
    </message>
    <message>
      <source>Documents (*.yaml *.yml)</source>
      <translation>Documenti (*.yaml *.yml)</translation>
    </message>
    <message>
      <source>Open data set folder</source>
      <translation>Apri cartella della raccolta dati</translation>
    </message>
    <message>
      <source>Save document as</source>
      <translation>Salva documento come</translation>
    </message>
    <message>
      <source>About CC:P Scenario Studio</source>
      <translation>Informazioni su CC:P Scenario Studio</translation>
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
      <source>Not available in this view</source>
      <translation>Non disponibile in questa vista</translation>
    </message>
    <message>
      <source>Preferences saved</source>
      <translation>Preferenze salvate</translation>
    </message>
    <message>
      <source>Opened data set {name} ({path})</source>
      <translation>Aperta la raccolta dati {name} ({path})</translation>
    </message>
    <message>
      <source>Problems ({errors} errors, {warnings} warnings)</source>
      <translation>Problemi ({errors} errori, {warnings} avvisi)</translation>
    </message>
    <message>
      <source>New forces</source>
      <translation>Nuove forze</translation>
    </message>
    <message>
      <source>Save failed</source>
      <translation>Salvataggio non riuscito</translation>
    </message>
    <message>
      <source>Saved {path}</source>
      <translation>Salvato {path}</translation>
    </message>
    <message>
      <source>{name} was changed on disk</source>
      <translation>{name} è cambiato sul disco</translation>
    </message>
    <message>
      <source>Restore unsaved changes</source>
      <translation>Ripristina modifiche non salvate</translation>
    </message>
    <message>
      <source>&lt;b&gt;CC:P Scenario Studio&lt;/b&gt; {version}&lt;br&gt;Trace maps, enter forces data, generate, design and playtest scenarios for Combat Commander: Pacific.&lt;br&gt;&lt;br&gt;Enter the game's tables from your own copy; the shipped demo data set holds placeholder values only.</source>
      <translation>&lt;b&gt;CC:P Scenario Studio&lt;/b&gt; {version}&lt;br&gt;Ricalca mappe, inserisci i dati delle forze, genera, progetta e prova scenari per Combat Commander: Pacific.&lt;br&gt;&lt;br&gt;Inserisci le tabelle del gioco dalla tua copia; la raccolta dati dimostrativa fornita contiene solo valori segnaposto.</translation>
    </message>
    <message>
      <source>Not a data set folder (no {manifest}): {path}</source>
      <translation>Non è una cartella di raccolta dati (manca {manifest}): {path}</translation>
    </message>
    <message>
      <source>No such file: {path}</source>
      <translation>File inesistente: {path}</translation>
    </message>
    <message>
      <source>Could not open {path}: {problem}</source>
      <translation>Impossibile aprire {path}: {problem}</translation>
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
      <source>New chits</source>
      <translation>Nuovi segnalini</translation>
    </message>
    <message>
      <source>New fortification OB</source>
      <translation>Nuovo OB fortificazioni</translation>
    </message>
    <message>
      <source>Could not save {path}: {error}</source>
      <translation>Impossibile salvare {path}: {error}</translation>
    </message>
    <message>
      <source>Autosaved {n} document(s)</source>
      <translation>Salvataggio automatico di {n} documenti</translation>
    </message>
    <message>
      <source>never saved</source>
      <translation>mai salvato</translation>
    </message>
    <message>
      <source>Discarded {n} recovered document(s)</source>
      <translation>Scartati {n} documenti recuperati</translation>
    </message>
    <message>
      <source>Restored {title}</source>
      <translation>Ripristinato {title}</translation>
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
      <source>Could not restore {title}: {problem}</source>
      <translation>Impossibile ripristinare {title}: {problem}</translation>
    </message>
    <message>
      <source>Autosave failed: {error}</source>
      <translation>Salvataggio automatico non riuscito: {error}</translation>
    </message>
  </context>
  <context>
    <name>MapEditor</name>
    <message>
      <source>Map editor</source>
      <translation>Editor della mappa</translation>
    </message>
    <message>
      <source>scan</source>
      <translation>scansione</translation>
    </message>
    <message>
      <source>grid and ids</source>
      <translation>griglia e identificativi</translation>
    </message>
    <message>
      <source>objectives and exit points</source>
      <translation>obiettivi e punti di uscita</translation>
    </message>
    <message>
      <source>derived hex terrain</source>
      <translation>terreno derivato degli esagoni</translation>
    </message>
  </context>
  <context>
    <name>Panels</name>
    <message>
      <source>CC:P Scenario Studio</source>
      <translation>CC:P Scenario Studio</translation>
    </message>
    <message>
      <source>Double-click a document in the data-set browser to edit it. Every change can be undone (Edit &gt; Undo) and problems appear in the Problems panel as you type.</source>
      <translation>Fai doppio clic su un documento nell'elenco della raccolta dati per modificarlo. Ogni modifica si può annullare (Modifica &gt; Annulla) e i problemi compaiono nel pannello Problemi mentre scrivi.</translation>
    </message>
    <message>
      <source>Load problems:</source>
      <translation>Problemi di caricamento:</translation>
    </message>
    <message>
      <source>Document</source>
      <translation>Documento</translation>
    </message>
    <message>
      <source>Provenance</source>
      <translation>Provenienza</translation>
    </message>
    <message>
      <source>Severity</source>
      <translation>Gravità</translation>
    </message>
    <message>
      <source>Location</source>
      <translation>Posizione</translation>
    </message>
    <message>
      <source>Pointer</source>
      <translation>Puntatore</translation>
    </message>
    <message>
      <source>Message</source>
      <translation>Messaggio</translation>
    </message>
    <message>
      <source>error</source>
      <translation>errore</translation>
    </message>
    <message>
      <source>warning</source>
      <translation>avviso</translation>
    </message>
    <message>
      <source>Open a data set folder with File &gt; Open Data Set.</source>
      <translation>Apri una cartella di raccolta dati con File &gt; Apri raccolta dati.</translation>
    </message>
    <message>
      <source>Data set: {name}</source>
      <translation>Raccolta dati: {name}</translation>
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
      <translation>Una nuova lingua vale dal prossimo avvio dell'applicazione.</translation>
    </message>
    <message>
      <source> s</source>
      <translation> s</translation>
    </message>
    <message>
      <source>Autosave unsaved documents every:</source>
      <translation>Salva automaticamente i documenti non salvati ogni:</translation>
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
      <translation>L'ultima volta l'applicazione non si è chiusa normalmente. Ripristinare i documenti non salvati?</translation>
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
  </context>
  <context>
    <name>RuleSetEditor</name>
    <message>
      <source>Terrain chart (T81-T99)</source>
      <translation>Tabella dei terreni (T81-T99)</translation>
    </message>
    <message>
      <source>House-rule options: documented defaults for the gaps the rules leave open</source>
      <translation>Regole della casa: scelte predefinite documentate per i vuoti lasciati dalle regole</translation>
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
      <source>Terrain chart</source>
      <translation>Tabella dei terreni</translation>
    </message>
    <message>
      <source>House rules</source>
      <translation>Regole della casa</translation>
    </message>
    <message>
      <source>New terrain</source>
      <translation>Nuovo terreno</translation>
    </message>
    <message>
      <source>New option</source>
      <translation>Nuova opzione</translation>
    </message>
  </context>
  <context>
    <name>SmallTables</name>
    <message>
      <source>Objective chits (one row per chit)</source>
      <translation>Segnalini obiettivo (una riga per segnalino)</translation>
    </message>
    <message>
      <source>What a Defender may buy at setup</source>
      <translation>Cosa può comprare il Difensore al piazzamento</translation>
    </message>
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
      <source>Chits</source>
      <translation>Segnalini</translation>
    </message>
    <message>
      <source>Prices</source>
      <translation>Prezzi</translation>
    </message>
  </context>
  <context>
    <name>Tables</name>
    <message>
      <source>Import CSV</source>
      <translation>Importa CSV</translation>
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
      <source>Insert row</source>
      <translation>Inserisci riga</translation>
    </message>
    <message>
      <source>Export CSV</source>
      <translation>Esporta CSV</translation>
    </message>
    <message>
      <source>CSV files (*.csv)</source>
      <translation>File CSV (*.csv)</translation>
    </message>
    <message>
      <source>the file is empty</source>
      <translation>il file è vuoto</translation>
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
      <source>Import CSV...</source>
      <translation>Importa CSV...</translation>
    </message>
    <message>
      <source>Export CSV...</source>
      <translation>Esporta CSV...</translation>
    </message>
    <message>
      <source>Not changed: {reason}</source>
      <translation>Non modificato: {reason}</translation>
    </message>
    <message>
      <source>Copied {n} row(s)</source>
      <translation>Copiate {n} righe</translation>
    </message>
    <message>
      <source>Paste {n} row(s)</source>
      <translation>Incolla {n} righe</translation>
    </message>
    <message>
      <source>Pasted {n} row(s)</source>
      <translation>Incollate {n} righe</translation>
    </message>
    <message>
      <source>unknown column {name!r} (expected: {expected})</source>
      <translation>colonna sconosciuta {name!r} (attese: {expected})</translation>
    </message>
    <message>
      <source>Remove {n} row(s)</source>
      <translation>Rimuovi {n} righe</translation>
    </message>
    <message>
      <source>Exported {path}</source>
      <translation>Esportato {path}</translation>
    </message>
    <message>
      <source>Imported {n} row(s) from {path}</source>
      <translation>Importate {n} righe da {path}</translation>
    </message>
    <message>
      <source>not readable as CSV: {error}</source>
      <translation>non leggibile come CSV: {error}</translation>
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
      <source>row {row}: {message}</source>
      <translation>riga {row}: {message}</translation>
    </message>
    <message>
      <source>row {row}, column {column}: {message}</source>
      <translation>riga {row}, colonna {column}: {message}</translation>
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
      <translation>Valori segnaposto per provare l'applicazione, non i dati pubblicati del gioco.</translation>
    </message>
  </context>
  <context>
    <name>Workspace</name>
    <message>
      <source>No data set</source>
      <translation>Nessuna raccolta dati</translation>
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
      <source>Maps</source>
      <translation>Mappe</translation>
    </message>
    <message>
      <source>Scenarios</source>
      <translation>Scenari</translation>
    </message>
    <message>
      <source>no such file</source>
      <translation>file inesistente</translation>
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
