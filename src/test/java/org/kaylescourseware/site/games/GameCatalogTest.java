package org.kaylescourseware.site.games;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.source.SourceException;

class GameCatalogTest {

    @TempDir
    Path games;

    @Test
    void courseRuleFilesDeclareItsGames() {
        GameCatalog catalog = GameCatalog.load(Path.of("content/games"));
        assertEquals(List.of("dawsons-chess", "dawsons-kayles", "kayles", "nim", "octal-4-7", "officers", "treblecross"),
                catalog.games().stream().map(GameDefinition::id).toList());
        assertEquals(ImpartialRule.parse("0.137"), catalog.find("dawsons-chess").orElseThrow().rule());
        assertEquals(ImpartialRule.parse("0.6"), catalog.find("officers").orElseThrow().rule());
        assertEquals(ImpartialRule.parse("0.007"), catalog.find("treblecross").orElseThrow().rule());
        assertEquals(ImpartialRule.parse("4.7"), catalog.find("octal-4-7").orElseThrow().rule());
        assertEquals(ImpartialRule.parse("0.77"), catalog.find("kayles").orElseThrow().rule());
        assertEquals(ImpartialRule.parse("0.07"), catalog.find("dawsons-kayles").orElseThrow().rule());
        assertEquals(ImpartialRule.parse("nim"), catalog.find("nim").orElseThrow().rule());
    }

    @Test
    void octalCodeStaysTextSoTrailingDigitsAreNotLostToYamlNumbers() throws IOException {
        write("split", "id: split\nname: Split\nrule: 4.70\ncompute-to: 10\n");
        SourceException error = assertThrows(SourceException.class, () -> GameCatalog.load(games));
        assertEquals(games.resolve("split.yaml") + ":3", error.location().toString());
        assertEquals(true, error.problem().startsWith("'4.70' is not an octal code (it ends in 0"), error.problem());
    }

    @Test
    void unknownKeyIsNamedWithItsLineAndTheValidKeys() throws IOException {
        write("kayles", "id: kayles\nname: Kayles\nrule: 0.77\ncompute_to: 10\n");
        SourceException error = assertThrows(SourceException.class, () -> GameCatalog.load(games));
        assertEquals(games.resolve("kayles.yaml") + ":4: unknown key 'compute_to'; the keys are id, name, rule, compute-to, table-to,"
                + " check-to, conventions, description",
                error.getMessage());
    }

    @Test
    void idMustMatchTheFileName() throws IOException {
        write("kayles", "id: kayle\nname: Kayles\nrule: 0.77\ncompute-to: 10\n");
        SourceException error = assertThrows(SourceException.class, () -> GameCatalog.load(games));
        assertEquals("id 'kayle' must match the file name: write 'id: kayles' or rename the file to kayle.yaml", error.problem());
    }

    @Test
    void computeToMustBeAWholeNumberInRange() throws IOException {
        write("kayles", "id: kayles\nname: Kayles\nrule: 0.77\ncompute-to: lots\n");
        SourceException error = assertThrows(SourceException.class, () -> GameCatalog.load(games));
        assertEquals(4, error.location().line());
        assertEquals("compute-to must be a whole number from 1 to 20000, got 'lots'", error.problem());
    }

    @Test
    void brokenYamlIsReportedAtItsLine() throws IOException {
        write("kayles", "id: kayles\nname: [Kayles\nrule: 0.77\n");
        SourceException error = assertThrows(SourceException.class, () -> GameCatalog.load(games));
        assertEquals(true, error.problem().startsWith("not valid YAML"), error.problem());
    }

    @Test
    void unknownGameListsTheKnownOnes() {
        GameCatalog catalog = GameCatalog.load(Path.of("content/games"));
        SourceException error = assertThrows(SourceException.class,
                () -> catalog.require("dawson", new org.kaylescourseware.site.source.SourceLocation(Path.of("x.md"), 3)));
        assertEquals("x.md:3: unknown game 'dawson'; the games are "
                + String.join(", ", catalog.games().stream().map(GameDefinition::id).sorted().toList()), error.getMessage());
    }

    private void write(String id, String text) throws IOException {
        Files.writeString(games.resolve(id + ".yaml"), text);
    }
}
