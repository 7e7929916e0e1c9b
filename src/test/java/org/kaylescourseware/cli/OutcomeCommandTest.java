package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OutcomeCommandTest {

    private static JsonNode json(Cli cli) throws Exception {
        assertEquals(0, cli.exitCode(), cli.err());
        return new ObjectMapper().readTree(cli.out());
    }

    @Test
    void jsonGivesOutcomeAndEveryWinningMove() throws Exception {
        JsonNode json = json(Cli.run("outcome", "kayles", "5+4+1", "--format", "json"));
        assertEquals(List.of("formatVersion", "game", "play", "position", "outcome", "winningMoves", "heapValues", "nimSum"),
                GrundyCommandTest.fieldNames(json));
        assertEquals("kayles", json.get("game").asText());
        assertEquals("normal", json.get("play").asText());
        assertEquals("[5,4,1]", json.get("position").toString());
        assertEquals("N", json.get("outcome").asText());
        // G(5) ⊕ G(4) ⊕ G(1) = 4 ⊕ 1 ⊕ 1 = 4: only heap 5 can go to value 0, by leaving 2+2
        assertEquals("[{\"player\":null,\"heap\":5,\"remove\":1,\"cells\":null,\"leaves\":[2,2]}]",
                json.get("winningMoves").toString());
        assertEquals(4, json.get("nimSum").asInt());
    }

    @ParameterizedTest
    @ValueSource(strings = {"5+4+1", "5 4 1", "1+5+4"})
    void aPositionMayBeWrittenWithPlusSignsOrSpaces(String position) {
        Cli expected = Cli.run("outcome", "kayles", "5+4+1", "--format", "json");
        assertEquals(expected.out(), Cli.run("outcome", "kayles", position, "--format", "json").out());
    }

    @Test
    void aPositionMayAlsoComeAsSeparateArguments() {
        Cli expected = Cli.run("outcome", "kayles", "5+4+1", "--format", "json");
        assertEquals(expected.out(), Cli.run("outcome", "kayles", "5", "4", "1", "--format", "json").out());
    }

    @Test
    void nimPositionsFollowTheNimSum() throws Exception {
        JsonNode p = json(Cli.run("outcome", "nim", "3+5+6", "--format", "json"));
        assertEquals("P", p.get("outcome").asText());
        assertEquals(0, p.get("winningMoves").size());
        JsonNode n = json(Cli.run("outcome", "nim", "1+2", "--format", "json"));
        assertEquals("[{\"player\":null,\"heap\":2,\"remove\":1,\"cells\":null,\"leaves\":[1]}]", n.get("winningMoves").toString());
    }

    @Test
    void octalCodesAndDawsonsKaylesAreGames() throws Exception {
        JsonNode dawson = json(Cli.run("outcome", "dawsons-kayles", "5", "--format", "json"));
        JsonNode code = json(Cli.run("outcome", "0.07", "5", "--format", "json"));
        assertEquals("dawsons-kayles", dawson.get("game").asText());
        assertEquals("0.07", code.get("game").asText());
        assertEquals("P", dawson.get("outcome").asText()); // g(5) = 0 for Dawson's Kayles
        assertEquals(dawson.get("winningMoves"), code.get("winningMoves"));
    }

    @Test
    void textShowsTheNimSumArithmeticAndExplainsEachMove() {
        Cli cli = Cli.run("outcome", "kayles", "5+4+1");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("G(5) ⊕ G(4) ⊕ G(1) = 4 ⊕ 1 ⊕ 1 = 4"), cli.out());
        assertTrue(cli.out().contains("Outcome: N"), cli.out());
        assertTrue(cli.out().contains("from heap 5 remove 1, leaving 2+2 (position 4+2+2+1)"), cli.out());
        assertTrue(cli.out().contains("G(2) ⊕ G(2) = 2 ⊕ 2 = 0"), cli.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"1", "2", "3", "6+4+1", "5+3", "7+2+2", "4+4+1"})
    void partizanKaylesOutcomesAndWinningMovesAgreeWithANaiveSearch(String position) throws Exception {
        for (boolean misere : new boolean[] {true, false}) {
            Cli cli = misere ? Cli.run("outcome", "partizan-kayles", position, "--misere", "--format", "json")
                    : Cli.run("outcome", "partizan-kayles", position, "--normal", "--format", "json");
            JsonNode json = json(cli);
            List<Integer> strips = NaiveStrips.parse(position);
            NaiveStrips naive = new NaiveStrips(misere);
            assertEquals(misere ? "misere" : "normal", json.get("play").asText());
            assertEquals(naive.outcome(strips), json.get("outcome").asText(), position);
            int listed = 0;
            for (JsonNode move : json.get("winningMoves")) {
                boolean left = move.get("player").asText().equals("Left");
                int strip = move.get("heap").asInt();
                int first = move.get("cells").get(0).asInt();
                assertEquals(left ? 1 : 2, move.get("cells").size());
                assertEquals(left ? 1 : 2, move.get("remove").asInt());
                List<Integer> after = NaiveStrips.play(strips, strip, first - 1, left ? 1 : 2);
                assertTrue(!naive.winsMovingFirst(after, !left), position + ": " + move + " must leave the opponent lost");
                listed++;
            }
            assertEquals(naive.winningMovesUpToMirror(strips, true) + naive.winningMovesUpToMirror(strips, false),
                    listed, position + " " + json.get("play"));
        }
    }

    /**
     * One JSON shape for every answer, the one --help documents field by field and in order: normal
     * and misère play of an impartial game, and partizan Kayles.
     */
    @ParameterizedTest
    @ValueSource(strings = {"kayles 5+4+1", "kayles 5+4+1 --misere", "partizan-kayles 6+4+1 --misere"})
    void helpDocumentsTheOneJsonShapeOfEveryAnswer(String question) throws Exception {
        List<String> help = Cli.run("outcome", "--help").out().lines()
                .dropWhile(l -> !l.startsWith("JSON (formatVersion " + OutcomeCommand.FORMAT_VERSION + ")")).skip(1)
                .takeWhile(l -> l.startsWith("  ")).toList();
        List<String> fields = help.stream().filter(l -> l.matches("  \\w.*")).map(l -> l.trim().split(" ")[0]).toList();
        List<String> moveFields = help.stream().filter(l -> l.matches("    \\w.*")).map(l -> l.trim().split(" ")[0]).toList();
        List<String> args = new ArrayList<>(List.of("outcome"));
        args.addAll(List.of(question.split(" ")));
        args.addAll(List.of("--format", "json"));
        JsonNode json = json(Cli.run(args.toArray(String[]::new)));
        assertEquals(fields, GrundyCommandTest.fieldNames(json));
        assertEquals(OutcomeCommand.FORMAT_VERSION, json.get("formatVersion").asInt());
        assertTrue(json.get("winningMoves").size() > 0, question + " has a winning move");
        for (JsonNode move : json.get("winningMoves")) {
            assertEquals(moveFields, GrundyCommandTest.fieldNames(move));
        }
    }

    @Test
    void partizanKaylesDefaultsToNormalPlayAndRefusesBothConventions() throws Exception {
        assertEquals("normal", json(Cli.run("outcome", "partizan-kayles", "3", "--format", "json")).get("play").asText());
        Cli both = Cli.run("outcome", "partizan-kayles", "3", "--misere", "--normal");
        assertEquals(2, both.exitCode());
        assertTrue(both.err().contains("--misere and --normal"), both.err());
    }

    @Test
    void partizanKaylesTextNamesTheOutcomeAndTheMoves() {
        Cli cli = Cli.run("outcome", "partizan-kayles", "1", "--misere");
        assertEquals(0, cli.exitCode(), cli.err());
        // S1 under misère play: Right has no move and so wins moving first; Left's square hands Right the win.
        assertTrue(cli.out().contains("outcome R"), cli.out());
        assertTrue(cli.out().contains("Right has no move here, and so wins moving first."), cli.out());
    }

    @Test
    void partizanKaylesPastTheBoundIsRefused() {
        Cli cli = Cli.run("outcome", "partizan-kayles", "30+30+5", "--max-total", "61");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("partizan-kayles"), cli.err());
    }

    @Test
    void aBadPositionIsRefusedNamingIt() {
        Cli cli = Cli.run("outcome", "kayles", "5+x");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("'x' is not a heap size"), cli.err());
    }

    @Test
    void anUnknownGameIsRefusedListingTheValidOnes() {
        Cli cli = Cli.run("outcome", "chess", "5");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("'chess'") && cli.err().contains("dawsons-kayles"), cli.err());
    }

    @Test
    void aHeapTooLargeToAnalyseIsRefused() {
        Cli cli = Cli.run("outcome", "kayles", "20000000");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("20000000"), cli.err());
    }

    /** Misère play answers through the misère search; a single Kayles heap of 1 is lost by the mover. */
    @Test
    void misereKaylesHeapOfOneIsAPPosition() throws Exception {
        Cli cli = Cli.run("outcome", "kayles", "1", "--misere", "--format", "json");
        JsonNode json = json(cli);
        assertEquals("misere", json.get("play").asText());
        assertEquals("P", json.get("outcome").asText());
    }

    /** Past --max-total a Kayles position is read off the misère quotient: the same answer as the search. */
    @ParameterizedTest
    @ValueSource(strings = {"20+9+3", "13+13+2+1", "31", "17+5+4+1"})
    void misereQuotientAnswersAsTheSearchDoes(String position) throws Exception {
        Cli byQuotient = Cli.run("outcome", "kayles", position, "--misere", "--max-total", "10", "--format", "json");
        Cli bySearch = Cli.run("outcome", "kayles", position, "--misere", "--format", "json");
        assertEquals(0, byQuotient.exitCode(), byQuotient.err());
        assertEquals(json(bySearch), json(byQuotient));
    }

    @Test
    void aLargeMiserePositionIsReadOffTheCertifiedQuotient() {
        Cli cli = Cli.run("outcome", "kayles", "250+90+3", "--misere");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("read off the misere quotient of 0.77 (40 elements; the pretending function"
                + " has period 12 from heap 71, certified"), cli.out());
    }

    @Test
    void aMiserePositionNoQuotientReachesIsRefusedWithTheReason() {
        Cli cli = Cli.run("outcome", "dawsons-kayles", "60+30", "--misere");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("could not be computed at heap"), cli.err());
    }
}
