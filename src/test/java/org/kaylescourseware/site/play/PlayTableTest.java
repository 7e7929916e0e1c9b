package org.kaylescourseware.site.play;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PlayTableTest {

    @ParameterizedTest
    @ValueSource(strings = {"0.07", "0.77", "0.137", "0.6", "0.51"})
    void exportedGrundyValuesEqualThePlainMexRecurrence(String code) throws Exception {
        PlayTable table = PlayTable.compute("game", "Game", code, 300);
        int[] exported = new ObjectMapper().readValue(PlayTableJson.write(table), Exported.class).grundy;
        assertArrayEquals(OctalMex.grundy(code, 300), exported, code);
    }

    // Dawson's Kayles: period 34 from 53; Kayles: period 12 from 71 (Winning Ways, ch. 4;
    // Guy and Smith 1956). Dawson's Chess 0.137 has g(n) = g_{0.07}(n + 1): period 34 from 52.
    @ParameterizedTest
    @CsvSource({"0.07, 34, 53", "0.77, 12, 71", "0.137, 34, 52"})
    void exportedPeriodIsTheOneFromTheLiterature(String code, int period, int preperiod) {
        PlayTable table = PlayTable.compute("game", "Game", code, 400);
        assertEquals(period, table.period());
        assertEquals(preperiod, table.preperiod());
    }

    @Test
    void exportedPeriodHoldsFarBeyondTheTable() {
        PlayTable table = PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 200);
        int[] far = OctalMex.grundy("0.07", 1000);
        int p = table.period();
        for (int n = table.preperiod() + p; n <= 1000; n++) {
            assertEquals(far[n], far[n - p], "g(" + n + ") = g(" + n + " - " + p + ")");
        }
    }

    @Test
    void tableWithoutACertifiedPeriodExportsNulls() throws Exception {
        PlayTable table = PlayTable.compute("kayles", "Kayles", "0.77", 60);
        assertNull(table.period());
        String json = PlayTableJson.write(table);
        assertTrue(json.endsWith("\"period\":null,\"preperiod\":null}"), json);
    }

    @Test
    void twoExportsAreByteIdentical(@TempDir Path dir) throws Exception {
        Path first = dir.resolve("first.json");
        Path second = dir.resolve("second.json");
        PlayTableJson.writeTo(PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 250), first);
        PlayTableJson.writeTo(PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 250), second);
        assertEquals(-1L, Files.mismatch(first, second));
        assertEquals(PlayTableJson.write(PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 250))
                + "\n", Files.readString(first, StandardCharsets.UTF_8));
    }

    @Test
    void jsonFieldsComeInTheRecordsOrder() throws Exception {
        String json = PlayTableJson.write(PlayTable.compute("kayles", "Kayles", "0.77", 200));
        List<String> names = new ArrayList<>();
        new ObjectMapper().readTree(json).fieldNames().forEachRemaining(names::add);
        assertEquals(List.of("game", "name", "code", "digits", "grundy", "period", "preperiod"), names);
        assertTrue(json.startsWith("{\"game\":\"kayles\",\"name\":\"Kayles\",\"code\":\"0.77\",\"digits\":[0,7,7],"
                + "\"grundy\":[0,1,2,3,1,4,3,2,1,4,2,6,"), json);
        assertFalse(json.contains("\n"), "one line");
    }

    @Test
    void jsonReadsBackToTheSameTable() {
        PlayTable table = PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 200);
        assertEquals(table, PlayTableJson.read(PlayTableJson.write(table)));
    }

    @Test
    void jsonCanSitInsideAScriptElement() {
        PlayTable table = PlayTable.compute("odd", "A </script> & <!-- name \u2028", "0.07", 10);
        String json = PlayTableJson.write(table);
        assertFalse(json.contains("<") || json.contains(">") || json.contains("&") || json.contains("\u2028"), json);
        assertEquals(table.name(), PlayTableJson.read(json).name());
    }

    @Test
    void badInputIsRefusedWithTheValueAndWhatIsValid() {
        var game = assertThrows(IllegalArgumentException.class,
                () -> PlayTable.compute("Dawson's", "Dawson's Kayles", "0.07", 100));
        assertTrue(game.getMessage().contains("'Dawson's'") && game.getMessage().contains("e.g. dawsons-kayles"),
                game.getMessage());
        var size = assertThrows(IllegalArgumentException.class,
                () -> PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 0));
        assertTrue(size.getMessage().contains("table size 0"), size.getMessage());
        var code = assertThrows(IllegalArgumentException.class,
                () -> PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.08", 100));
        assertTrue(code.getMessage().contains("'0.08'"), code.getMessage());
        var json = assertThrows(IllegalArgumentException.class, () -> PlayTableJson.read("{\"game\":1}"));
        assertTrue(json.getMessage().contains("'game'"), json.getMessage());
    }

    @Test
    void codeThatSplitsWithoutRemovingIsNotPlayableOnABoard() {
        assertFalse(PlayTable.compute("split", "Split", "4.07", 50).playableOnBoard());
        assertTrue(PlayTable.compute("dawsons-kayles", "Dawson's Kayles", "0.07", 50).playableOnBoard());
    }

    /** The fields a reader of the JSON other than {@link PlayTableJson} sees. */
    static final class Exported {
        public String game;
        public String name;
        public String code;
        public int[] digits;
        public int[] grundy;
        public Integer period;
        public Integer preperiod;
    }
}
