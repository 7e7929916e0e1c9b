package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class QuotientCommandTest {

    private static JsonNode json(Cli cli) throws Exception {
        assertEquals(0, cli.exitCode(), cli.err());
        return new ObjectMapper().readTree(cli.out());
    }

    private static List<String> texts(JsonNode array) {
        List<String> values = new ArrayList<>();
        array.forEach(v -> values.add(v.asText()));
        return values;
    }

    @Test
    void kaylesJsonHasTheFieldsInTheOrderTheIssueAndTheHelpGive() throws Exception {
        JsonNode kayles = json(Cli.run("quotient", "0.77", "--format", "json"));
        List<String> fields = new ArrayList<>();
        kayles.fieldNames().forEachRemaining(fields::add);
        assertEquals(List.of("formatVersion", "code", "maxHeap", "order", "pPortion", "generators", "relations", "pretending",
                "period", "changes", "tame"), fields);
        String help = Cli.run("quotient", "--help").out();
        for (String field : fields) {
            assertTrue(help.contains("  " + field + " "), field);
        }
    }

    @Test
    void kaylesWholeQuotientHasFortyElementsNineInPAndPeriodTwelveFromSeventyOne() throws Exception {
        // Plambeck and Siegel (2008) and MisereSolver: 40 elements, 9 in P; Φ has period 12 from 71 (checked to
        // 2·71 + 2·12 + 2 − 1 = 167, the periodicity theorem's bound for t = 2).
        JsonNode kayles = json(Cli.run("quotient", "kayles", "--format", "json"));
        assertEquals(40, kayles.get("order").asInt());
        assertEquals(9, kayles.get("pPortion").size());
        assertTrue(kayles.get("maxHeap").isNull());
        assertEquals(71, kayles.get("period").get("preperiod").asInt());
        assertEquals(12, kayles.get("period").get("period").asInt());
        assertEquals(167, kayles.get("period").get("checkedTo").asInt());
        assertEquals(168, kayles.get("pretending").size());
        assertFalse(kayles.get("tame").asBoolean());
        assertEquals(List.of("1", "a", "b", "ab", "a", "c"), texts(kayles.get("pretending")).subList(0, 6));
        assertTrue(texts(kayles.get("relations")).contains("b^3 = b"), kayles.get("relations").toString());
        JsonNode last = kayles.get("changes").get(kayles.get("changes").size() - 1);
        assertEquals(40, last.get("order").asInt());
        assertEquals(9, last.get("pPortion").asInt());
    }

    @ParameterizedTest
    @CsvSource({"0.15,42,12", "0.115,42,12"})
    void guilesAndOneOneFiveHaveMisereSolversOrders(String code, int order, int pPortion) throws Exception {
        Cli cli = Cli.run("quotient", code, "--format", "json");
        JsonNode quotient = json(cli);
        assertEquals(order, quotient.get("order").asInt());
        assertEquals(pPortion, quotient.get("pPortion").size());
        assertTrue(cli.err().contains("random sums of at most 40 tokens agree"), cli.err());
    }

    @Test
    void dawsonsKaylesPartialQuotientOfThirtyHeapsIsSiegels360() throws Exception {
        JsonNode q = json(Cli.run("quotient", "dawsons-kayles", "--max-heap", "30", "--format", "json", "--search-to", "30"));
        assertEquals(360, q.get("order").asInt());
        assertEquals(65, q.get("pPortion").size());
        assertEquals(30, q.get("maxHeap").asInt());
        assertEquals(31, q.get("pretending").size());
    }

    @Test
    void searchToZeroSaysTheCheckWasNotRunInsteadOfClaimingSumsOfZeroTokensAgree() {
        // It printed "200 random sums of at most 0 tokens agree; 0 of 780 pairs of elements told apart" and
        // spent the time of finding 780 distinguishing positions it would not search.
        Cli cli = Cli.run("quotient", "0.77", "--search-to", "0");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("quotient 0.77: not checked by game-tree search (--search-to 0)"), cli.err());
        assertFalse(cli.err().contains("random sums"), cli.err());
    }

    @Test
    void heapsThatAreNimHeapsGiveATameQuotient() throws Exception {
        // In 0.333 a heap of n ≤ 3 moves to every smaller heap, as a Nim heap does: Q_3 is misère Nim's T_2,
        // ⟨a, b | a² = 1, b³ = b⟩ with 6 elements (Plambeck and Siegel 2008, §4).
        JsonNode q = json(Cli.run("quotient", "0.333", "--max-heap", "3", "--format", "json"));
        assertEquals(6, q.get("order").asInt());
        assertTrue(q.get("tame").asBoolean());
    }

    @Test
    void textShowsGeneratorsWithTheirHeapsRelationsAndTheCertifiedPeriod() {
        Cli cli = Cli.run("quotient", "0.77");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("generators: a (heap 1), b (heap 2), c (heap 5)"), cli.out());
        assertTrue(cli.out().contains("b³ = b"), cli.out());
        assertTrue(cli.out().contains("certified by the periodicity theorem"), cli.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"nim", "0.9x", "--max-heap=-1", "--max-heap=0", "--max-heap=10001", "--max-heap=99999999999",
            "--search-to=61", "--format=xml", "--project=/no/such/course"})
    void badInputGetsOneLineNamingTheValue(String bad) {
        List<String> args = new ArrayList<>(List.of("quotient"));
        if (bad.startsWith("--")) {
            args.add("0.77");
        }
        args.add(bad);
        Cli cli = Cli.run(args.toArray(String[]::new));
        assertEquals(2, cli.exitCode(), cli.err());
        assertEquals(1, cli.err().strip().lines().count(), cli.err());
        String value = bad.contains("=") ? bad.substring(bad.indexOf('=') + 1) : bad;
        assertTrue(cli.err().contains(value), cli.err());
        assertFalse(cli.err().contains("Exception"), cli.err());
    }
}
