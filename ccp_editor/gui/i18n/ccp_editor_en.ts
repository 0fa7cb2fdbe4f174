<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>BalancePanel</name>
    <message numerus="yes">
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stopped after %n game(s).</source>
        <translation>
            <numerusform>Stopped after %n game.</numerusform>
            <numerusform>Stopped after %n games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Draws: %n.</source>
        <translation>
            <numerusform>Draws: %n.</numerusform>
            <numerusform>Draws: %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) stopped on an engine failure and not counted.</source>
        <translation>
            <numerusform>%n game stopped on an engine failure and was not counted.</numerusform>
            <numerusform>%n games stopped on an engine failure and were not counted.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Board</name>
    <message numerus="yes">
        <source>{side} deck: %n card(s) left</source>
        <translation>
            <numerusform>{side} deck: %n card left</numerusform>
            <numerusform>{side} deck: %n cards left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n arrived</source>
        <translation>
            <numerusform>%n arrived</numerusform>
            <numerusform>%n arrived</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unit(s) on the map</source>
        <translation>
            <numerusform>%n unit on the map</numerusform>
            <numerusform>%n units on the map</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n fortification(s)</source>
        <translation>
            <numerusform>%n fortification</numerusform>
            <numerusform>%n fortifications</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n Sighting marker(s)</source>
        <translation>
            <numerusform>, %n Sighting marker</numerusform>
            <numerusform>, %n Sighting markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>; %n unit(s) still to set up</source>
        <translation>
            <numerusform>; %n unit still to set up</numerusform>
            <numerusform>; %n units still to set up</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The scenario checks find %n problem(s) in the setup of {scenario}:</source>
        <translation>
            <numerusform>The scenario checks find %n problem in the setup of {scenario}:</numerusform>
            <numerusform>The scenario checks find %n problems in the setup of {scenario}:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BoxImport</name>
    <message numerus="yes">
        <source>%n document(s) will be copied into your box.</source>
        <translation>
            <numerusform>%n document will be copied into your box.</numerusform>
            <numerusform>%n documents will be copied into your box.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DocumentView</name>
    <message numerus="yes">
        <source>Saved {path} with %n error(s): the app, the generator and the board cannot read it until they are fixed (see the Problems panel)</source>
        <translation>
            <numerusform>Saved {path} with %n error: the app, the generator and the board cannot read it until it is fixed (see the Problems panel)</numerusform>
            <numerusform>Saved {path} with %n errors: the app, the generator and the board cannot read it until they are fixed (see the Problems panel)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Saved {path} with %n warning(s) (see the Problems panel)</source>
        <translation>
            <numerusform>Saved {path} with %n warning (see the Problems panel)</numerusform>
            <numerusform>Saved {path} with %n warnings (see the Problems panel)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ForcesEditors</name>
    <message numerus="yes">
        <source>Imported %n entries from {path}</source>
        <translation>
            <numerusform>Imported %n entry from {path}</numerusform>
            <numerusform>Imported %n entries from {path}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>{path} cannot be opened: %n problem(s), listed in the Problems panel.</source>
        <translation>
            <numerusform>{path} cannot be opened: %n problem, listed in the Problems panel.</numerusform>
            <numerusform>{path} cannot be opened: %n problems, listed in the Problems panel.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n error(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n warning</numerusform>
            <numerusform>%n warnings</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Autosaved %n document(s)</source>
        <translation>
            <numerusform>Autosaved %n document</numerusform>
            <numerusform>Autosaved %n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Discarded %n recovered document(s)</source>
        <translation>
            <numerusform>Discarded %n recovered document</numerusform>
            <numerusform>Discarded %n recovered documents</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MapEditor</name>
    <message numerus="yes">
        <source>%n shape(s) rounded to {d} decimals</source>
        <translation>
            <numerusform>%n shape rounded to {d} decimals</numerusform>
            <numerusform>%n shapes rounded to {d} decimals</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stored hex terrain brought up to date in %n hex(es)</source>
        <translation>
            <numerusform>stored hex terrain brought up to date in %n hex</numerusform>
            <numerusform>stored hex terrain brought up to date in %n hexes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> (%n reason(s) in the LOS tab)</source>
        <translation>
            <numerusform> (%n reason in the LOS tab)</numerusform>
            <numerusform> (%n reasons in the LOS tab)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n shape(s) selected</source>
        <translation>
            <numerusform>%n shape selected</numerusform>
            <numerusform>%n shapes selected</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n shape(s)</source>
        <translation>
            <numerusform>Delete %n shape</numerusform>
            <numerusform>Delete %n shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %n shape(s); Undo brings them back</source>
        <translation>
            <numerusform>Deleted %n shape; Undo brings them back</numerusform>
            <numerusform>Deleted %n shapes; Undo brings them back</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>imported %n shapes</source>
        <translation>
            <numerusform>imported %n shape</numerusform>
            <numerusform>imported %n shapes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n traced area(s)</source>
        <translation>
            <numerusform>%n traced area</numerusform>
            <numerusform>%n traced areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n clicked point(s)</source>
        <translation>
            <numerusform>%n clicked point</numerusform>
            <numerusform>%n clicked points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n area(s) proposed: untick or reject what is wrong, then accept</source>
        <translation>
            <numerusform>%n area proposed: untick or reject it if it is wrong, then accept</numerusform>
            <numerusform>%n areas proposed: untick or reject what is wrong, then accept</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Accept %n proposed area(s)</source>
        <translation>
            <numerusform>Accept %n proposed area</numerusform>
            <numerusform>Accept %n proposed areas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %n proposed area(s); one Undo takes them back</source>
        <translation>
            <numerusform>Added %n proposed area; one Undo takes it back</numerusform>
            <numerusform>Added %n proposed areas; one Undo takes them back</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RsgChoices</name>
    <message numerus="yes">
        <source>At most %n unit(s) set up on the map; the others wait on the Time Track (17.4).</source>
        <translation>
            <numerusform>At most %n unit set up on the map; the others wait on the Time Track (17.4).</numerusform>
            <numerusform>At most %n units set up on the map; the others wait on the Time Track (17.4).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leader roll(s)</source>
        <translation>
            <numerusform>%n leader roll</numerusform>
            <numerusform>%n leader rolls</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Sighting marker(s)</source>
        <translation>
            <numerusform>%n Sighting marker</numerusform>
            <numerusform>%n Sighting markers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RsgWizard</name>
    <message numerus="yes">
        <source>{posture}, {quality} troops, OB card “{ob}”, Order Limit {order_limit}; %n unit(s) on the map at the {edge} edge.</source>
        <translation>
            <numerusform>{posture}, {quality} troops, OB card “{ob}”, Order Limit {order_limit}; %n unit on the map at the {edge} edge.</numerusform>
            <numerusform>{posture}, {quality} troops, OB card “{ob}”, Order Limit {order_limit}; %n units on the map at the {edge} edge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Only for {side}. Your secret objective chit(s): {chits}</source>
        <translation>
            <numerusform>Only for {side}. Your secret objective chit: {chits}</numerusform>
            <numerusform>Only for {side}. Your secret objective chits: {chits}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Step {n} was resolved without a question: see what happened. %n step(s) to look at before the next question.</source>
        <translation>
            <numerusform>Step {n} was resolved without a question: see what happened. %n step to look at before the next question.</numerusform>
            <numerusform>Step {n} was resolved without a question: see what happened. %n steps to look at before the next question.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioMap</name>
    <message numerus="yes">
        <source>Add to Japanese setup area (%n hex(es))</source>
        <translation>
            <numerusform>Add to Japanese setup area (%n hex)</numerusform>
            <numerusform>Add to Japanese setup area (%n hexes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove from Japanese setup area (%n hex(es))</source>
        <translation>
            <numerusform>Remove from Japanese setup area (%n hex)</numerusform>
            <numerusform>Remove from Japanese setup area (%n hexes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Add to Allied setup area (%n hex(es))</source>
        <translation>
            <numerusform>Add to Allied setup area (%n hex)</numerusform>
            <numerusform>Add to Allied setup area (%n hexes)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove from Allied setup area (%n hex(es))</source>
        <translation>
            <numerusform>Remove from Allied setup area (%n hex)</numerusform>
            <numerusform>Remove from Allied setup area (%n hexes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ScenarioSheet</name>
    <message numerus="yes">
        <source>; %n Sighting marker(s)</source>
        <translation>
            <numerusform>; %n Sighting marker</numerusform>
            <numerusform>; %n Sighting markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Setup area: %n hexes (shaded on the map).</source>
        <translation>
            <numerusform>Setup area: %n hex (shaded on the map).</numerusform>
            <numerusform>Setup area: %n hexes (shaded on the map).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{side}: %n secret chit(s), hidden</source>
        <translation>
            <numerusform>{side}: %n secret chit, hidden</numerusform>
            <numerusform>{side}: %n secret chits, hidden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <source>&lt;b&gt;This data set did not load completely&lt;/b&gt;: %n problem(s), listed in the Problems panel below. Fix them in the files, or open another data set.</source>
        <translation>
            <numerusform>&lt;b&gt;This data set did not load completely&lt;/b&gt;: %n problem, listed in the Problems panel below. Fix them in the files, or open another data set.</numerusform>
            <numerusform>&lt;b&gt;This data set did not load completely&lt;/b&gt;: %n problems, listed in the Problems panel below. Fix them in the files, or open another data set.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Tables</name>
    <message numerus="yes">
        <source>Copied %n row(s)</source>
        <translation>
            <numerusform>Copied %n row</numerusform>
            <numerusform>Copied %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Paste %n row(s)</source>
        <translation>
            <numerusform>Paste %n row</numerusform>
            <numerusform>Paste %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Pasted %n row(s)</source>
        <translation>
            <numerusform>Pasted %n row</numerusform>
            <numerusform>Pasted %n rows</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Imported %n row(s) from {path}</source>
        <translation>
            <numerusform>Imported %n row from {path}</numerusform>
            <numerusform>Imported %n rows from {path}</numerusform>
        </translation>
    </message>
</context>
</TS>
