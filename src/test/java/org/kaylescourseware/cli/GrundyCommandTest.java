package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.kaylescourseware.impartial.GrundyValues;
import org.kaylescourseware.rules.OctalGame;

class GrundyCommandTest {

    @Test
    void csvHasAHeaderAndOneLinePerHeapSize() {
        Cli cli = Cli.run("grundy", "0.07", "--to", "300", "--format", "csv");
        assertEquals(0, cli.exitCode(), cli.err());
        String[] lines = cli.out().strip().split("\\R");
        assertEquals("n,grundy", lines[0]);
        assertEquals(302, lines.length);
        int[] reference = GrundyValues.byMexRecurrence(OctalGame.parse("0.07"), 300);
        for (int n = 0; n <= 300; n++) {
            assertEquals(n + "," + reference[n], lines[n + 1]);
        }
    }

    @Test
    void jsonHoldsCodeValuesAndTheCertifiedPeriod() throws Exception {
        Cli cli = Cli.run("grundy", "kayles", "--to", "500", "--format", "json");
        assertEquals(0, cli.exitCode(), cli.err());
        JsonNode json = new ObjectMapper().readTree(cli.out());
        assertEquals(List.of("code", "to", "values", "period"), fieldNames(json));
        assertEquals("0.77", json.get("code").asText());
        assertEquals(500, json.get("to").asInt());
        assertEquals(501, json.get("values").size());
        assertEquals(4, json.get("values").get(5).asInt());
        JsonNode period = json.get("period");
        assertEquals(List.of("period", "preperiod", "certifiedTo"), fieldNames(period));
        assertEquals(12, period.get("period").asInt());
        assertEquals(71, period.get("preperiod").asInt());
        assertEquals(156, period.get("certifiedTo").asInt());
    }

    @ParameterizedTest
    @CsvSource({"0.77, 100", "0.007, 2000", "nim, 50"})
    void jsonPeriodIsNullWhenNoneIsFound(String code, int to) throws Exception {
        Cli cli = Cli.run("grundy", code, "--to", String.valueOf(to), "--format", "json");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(new ObjectMapper().readTree(cli.out()).get("period").isNull());
        assertTrue(cli.out().contains("\"period\":null"));
    }

    @Test
    void textShowsTheValuesAndSaysHowThePeriodIsCertified() {
        Cli cli = Cli.run("grundy", "0.77", "--to", "200");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("Period 12 from n0 = 71"), cli.out());
        assertTrue(cli.out().contains("71 <= n < 156"), cli.out());
        Cli none = Cli.run("grundy", "0.77", "--to", "100");
        assertTrue(none.out().contains("No period found up to N = 100"), none.out());
    }

    @Test
    void plainAlgorithmGivesTheSameValues() {
        Cli fast = Cli.run("grundy", "0.16", "--to", "3000", "--format", "csv");
        Cli plain = Cli.run("grundy", "0.16", "--to", "3000", "--format", "csv", "--algorithm", "plain");
        assertEquals(fast.out(), plain.out());
    }

    @ParameterizedTest
    @ValueSource(strings = {"0.8", "abc", "0.123456701234567012"})
    void aMalformedCodeIsRefusedWithExitCodeTwoAndAMessage(String code) {
        Cli cli = Cli.run("grundy", code, "--to", "10");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("'" + code + "'"), cli.err());
        assertTrue(cli.err().contains("octal code"), cli.err());
        assertTrue(cli.out().isEmpty());
    }

    @ParameterizedTest
    @ValueSource(strings = {"-1", "20000001", "ten"})
    void aBadRangeIsRefusedNamingIt(String to) {
        Cli cli = Cli.run("grundy", "0.77", "--to", to);
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains(to), cli.err());
    }

    @Test
    void helpExplainsEveryOption() {
        Cli cli = Cli.run("grundy", "--help");
        assertEquals(0, cli.exitCode());
        for (String option : List.of("--to", "--format", "--algorithm", "CODE", "csv", "json")) {
            assertTrue(cli.out().contains(option), option);
        }
    }

    static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }
}
