package org.kaylescourseware.site.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.source.SourceException;

/** The rule-file schema: what a valid file gives, and what each kind of mistake is told. */
class RuleFileTest {

    @TempDir
    Path games;

    @Test
    void everyFieldOfTheSchemaIsRead() throws IOException {
        write("kayles", """
                id: kayles
                name: Kayles
                rule: 0.77
                conventions: [misere, normal]
                table-to: 83
                compute-to: 200
                check-to: 12
                description: |
                  Knock down one pin
                  or two adjacent pins.
                """);
        GameDefinition game = GameCatalog.load(games).require("kayles", null);
        assertEquals(ImpartialRule.parse("0.77"), game.rule());
        assertEquals(List.of(PlayConvention.NORMAL, PlayConvention.MISERE), game.conventions(), "normal play first");
        assertEquals(83, game.tableTo());
        assertEquals(200, game.computeTo());
        assertEquals(12, game.checkTo());
        assertEquals("Knock down one pin\nor two adjacent pins.", game.description());
        assertEquals(9, game.descriptionAt().line(), "a block's text starts on the line after its key");
        assertEquals(1, game.source().line());
        assertEquals("games/kayles.html", game.pageUri());
    }

    @Test
    void optionalFieldsHaveDefaults() throws IOException {
        write("nim", "id: nim\nname: Nim\nrule: nim\ncompute-to: 30\n");
        GameDefinition game = GameCatalog.load(games).require("nim", null);
        assertEquals(List.of(PlayConvention.NORMAL), game.conventions());
        assertEquals(30, game.tableTo(), "the table shows at most what is computed");
        assertEquals(0, game.checkTo());
        assertEquals("", game.description());
    }

    /** A bad rule file, the line its error names, and the start of the message. */
    record BadFile(String what, String text, int line, String message) {
        @Override
        public String toString() {
            return what;
        }
    }

    static List<BadFile> badFiles() {
        String valid = "id: kayles\nname: Kayles\nrule: 0.77\ncompute-to: 200\n";
        return List.of(
                new BadFile("missing field", "id: kayles\nname: Kayles\ncompute-to: 200\n", 3,
                        "missing 'rule': a rule file needs id, name, rule, compute-to (and may have table-to, check-to,"
                                + " conventions, description)"),
                new BadFile("wrong type: a list for a number", valid.replace("compute-to: 200", "compute-to: [200]"), 4,
                        "'compute-to' must be a single value, got a list; write 'compute-to: <value>' on one line"),
                new BadFile("wrong type: a word for a number", valid.replace("200", "lots"), 4,
                        "compute-to must be a whole number from 1 to 20000, got 'lots'"),
                new BadFile("wrong type: a word for a list", valid + "conventions: normal\n", 5,
                        "'conventions' must be a list such as [normal, misere], got a value"),
                new BadFile("invalid octal code", valid.replace("0.77", "0.78"), 3,
                        "'0.78' is not an octal code (it is not of the form d.ddd with octal digits)"),
                new BadFile("bound too large for memory", valid.replace("200", "5000000"), 4,
                        "compute-to 5000000 is too large: at most 20000. For games that split heaps the build lists"
                                + " about n/2 options per digit for every heap n, so memory and time grow with the square"
                                + " of compute-to"),
                new BadFile("check bound too large", valid + "check-to: 40\n", 5,
                        "check-to 40 is too large: at most 20. The check searches every sum of heaps with up to"
                                + " 2·check-to tokens"),
                new BadFile("table beyond the computed values", valid + "table-to: 300\n", 5,
                        "table-to must be at most compute-to (200) and at most 1000, the most values a page shows,"
                                + " got '300'"),
                new BadFile("unknown key", valid + "compute_to: 10\n", 5,
                        "unknown key 'compute_to'; the keys are id, name, rule, compute-to, table-to, check-to,"
                                + " conventions, description"),
                new BadFile("unknown play convention", valid + "conventions: [normal, misery]\n", 5,
                        "unknown play convention 'misery'; the conventions are normal, misere"),
                new BadFile("YAML syntax error", "id: kayles\nname: [Kayles\nrule: 0.77\ncompute-to: 200\n", 3,
                        "not valid YAML: "));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badFiles")
    void badRuleFileIsReportedAtItsLineWithWhatIsValid(BadFile bad) throws IOException {
        Path file = write("kayles", bad.text());
        SourceException error = assertThrows(SourceException.class, () -> GameCatalog.load(games));
        assertEquals(file + ":" + bad.line(), error.location().toString(), error.getMessage());
        assertTrue(error.problem().startsWith(bad.message()), error.problem());
    }

    private Path write(String id, String text) throws IOException {
        return Files.writeString(games.resolve(id + ".yaml"), text);
    }
}
