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
        assertEquals(List.of("formatVersion", "code", "to", "values", "period", "checkedTo", "largestValue"),
                fieldNames(json));
        assertEquals(2, json.get("formatVersion").asInt());
        assertEquals("0.77", json.get("code").asText());
        assertEquals(500, json.get("to").asInt());
        assertEquals(501, json.get("values").size());
        assertEquals(4, json.get("values").get(5).asInt());
        JsonNode period = json.get("period");
        assertEquals(List.of("period", "preperiod", "certifiedTo", "lastException"), fieldNames(period));
        assertEquals(12, period.get("period").asInt());
        assertEquals(71, period.get("preperiod").asInt());
        assertEquals(156, period.get("certifiedTo").asInt());
        assertEquals(70, period.get("lastException").asInt());
        // the theorem compares g(n) with g(n + 12) for n < 156: values up to 167 were computed
        assertTrue(json.get("checkedTo").asInt() >= 167, json.toString());
        assertEquals(8, json.get("largestValue").asInt());
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
    @ValueSource(strings = {"-1", "2147483647", "3000000000", "ten"})
    void aBadRangeIsRefusedNamingIt(String to) {
        Cli cli = Cli.run("grundy", "0.77", "--to", to);
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains(to), cli.err());
    }

    @Test
    void helpExplainsEveryOption() {
        Cli cli = Cli.run("grundy", "--help");
        assertEquals(0, cli.exitCode());
        for (String option : List.of("--to", "--certify", "--max", "--format", "--algorithm", "GAME", "--project", "csv", "json",
                "formatVersion", "lastException", "checkedTo", "largestValue", "Exit status", "-Xmx")) {
            assertTrue(cli.out().contains(option), option);
        }
    }

    @Test
    void certifyFindsThePeriodOfKaylesWithoutBeingToldHowFarToLook() throws Exception {
        Cli cli = Cli.run("grundy", "kayles", "--certify", "--format", "json");
        assertEquals(0, cli.exitCode(), cli.err());
        JsonNode json = new ObjectMapper().readTree(cli.out());
        assertEquals(-1, json.get("to").asInt());
        assertEquals(0, json.get("values").size());
        JsonNode period = json.get("period");
        assertEquals(12, period.get("period").asInt());
        assertEquals(71, period.get("preperiod").asInt());
        assertEquals(70, period.get("lastException").asInt());
        assertTrue(json.get("checkedTo").asInt() >= 2 * 71 + 2 * 12 + 2 - 1, json.toString());
    }

    @Test
    void certifyPrintsTheCertificateInWords() {
        Cli cli = Cli.run("grundy", "0.165", "--certify");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("Period 1550 from n0 = 5181"), cli.out());
        assertTrue(cli.out().contains("5181 <= n < 11915"), cli.out());
        int[] plain = GrundyValues.byMexRecurrence(OctalGame.parse("0.165"), 5180 + 1550);
        assertTrue(cli.out().contains("Last exception: g(5180) = " + plain[5180] + ", but g(6730) = " + plain[6730]),
                cli.out());
        assertTrue(plain[5180] != plain[6730]);
    }

    /** Values past those computed follow from the period: against the plain recurrence, which computes them all. */
    @Test
    void certifyWithToListsValuesBeyondTheComputedOnesFromThePeriod() {
        Cli cli = Cli.run("grundy", "0.77", "--certify", "--to", "4000", "--format", "csv");
        assertEquals(0, cli.exitCode(), cli.err());
        String[] lines = cli.out().strip().split("\\R");
        assertEquals(4002, lines.length);
        int[] plain = GrundyValues.byMexRecurrence(OctalGame.parse("0.77"), 4000);
        for (int n = 0; n <= 4000; n++) {
            assertEquals(n + "," + plain[n], lines[n + 1]);
        }
    }

    @Test
    void certifyStopsAtMaxWithExitStatusThreeSayingHowFarItLooked() throws Exception {
        // 0.354's period is certified only near n = 2.01e7 (Flammenkamp 2002)
        Cli cli = Cli.run("grundy", "0.354", "--certify", "--max", "6000", "--format", "json");
        assertEquals(GrundyCommand.NOT_CERTIFIED, cli.exitCode(), cli.err());
        assertEquals(3, GrundyCommand.NOT_CERTIFIED);
        JsonNode json = new ObjectMapper().readTree(cli.out());
        assertTrue(json.get("period").isNull());
        assertEquals(6000, json.get("checkedTo").asInt());
        assertTrue(cli.err().contains("no period certified for 0.354 up to n = 6000 (--max)"), cli.err());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "grundy 0.77 --max 500 --to 10 | '--max 500'",
        "grundy nim --certify | 'nim'",
        "grundy 0.77 --certify --algorithm plain | 'plain'",
        "grundy 0.77 --certify --format csv | 'csv'",
        "grundy 0.77 --certify --max 100 --to 101 | '101'",
        "grundy 0.77 --certify --max -5 | '-5'",
        "grundy 0.77 --certify --max 2147483640 | '2147483640'",
        "grundy 0.77 | '--to N'",
    })
    void aCombinationThatMakesNoSenseIsRefusedInOneLineNamingTheValue(String command, String quoted) {
        Cli cli = Cli.run(command.split(" "));
        assertEquals(2, cli.exitCode(), cli.out());
        String firstLine = cli.err().lines().findFirst().orElse("");
        assertTrue(firstLine.contains(quoted), cli.err());
        assertTrue(cli.out().isEmpty(), cli.out());
        assertTrue(!cli.err().contains("Exception:") && !cli.err().contains("at org."), cli.err());
    }

    /** The JSON shape --help documents is the one grundy writes, field by field and in order. */
    @Test
    void helpDocumentsTheJsonFieldsInTheOrderTheyAreWritten() throws Exception {
        List<String> help = Cli.run("grundy", "--help").out().lines()
                .dropWhile(l -> !l.startsWith("JSON (formatVersion 2)")).skip(1).takeWhile(l -> l.startsWith("  "))
                .toList();
        List<String> documented = help.stream().filter(l -> l.matches("  \\w.*")).map(l -> l.trim().split(" ")[0])
                .toList();
        List<String> documentedPeriod = help.stream().filter(l -> l.matches("    \\w.*"))
                .map(l -> l.trim().split(" ")[0]).toList();
        JsonNode json = new ObjectMapper().readTree(Cli.run("grundy", "0.77", "--certify", "--format", "json").out());
        assertEquals(fieldNames(json), documented);
        assertEquals(fieldNames(json.get("period")), documentedPeriod);
        assertEquals(GrundyReport.FORMAT_VERSION, json.get("formatVersion").asInt());
    }

    static List<String> fieldNames(JsonNode node) {
        List<String> names = new ArrayList<>();
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            names.add(it.next());
        }
        return names;
    }
}
