package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * One rule for every number on the command line (issue 28, item 12): the digits 0-9 only. A
 * position with Arabic-Indic digits was refused while {@code --port ١٨٨٢٠} and {@code --seed ٣} were
 * taken (Java's parseInt reads any script's digits); each option is now refused the way the
 * position is, in one line quoting the value, and nothing runs.
 */
class DigitsOfOtherScriptsTest {

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "outcome kayles ٣+٤                          | '٣+٤'",
        "serve --port ١٨٨٢٠                           | '١٨٨٢٠' is not a port",
        "serve --port ۸۸۲۰                            | '۸۸۲۰' is not a port",
        "grundy kayles --to ٣                         | '٣' is not a whole number",
        "grundy kayles --certify --max ١٠٠           | '١٠٠' is not a whole number",
        "outcome kayles 5 --max-total ٣              | '٣' is not a whole number",
        "bench --repeat ٣                             | '٣' is not a whole number",
        "bench --warmup ٣                             | '٣' is not a whole number",
        "bench --only kayles --sizes 10,٣            | '٣' is not a whole number",
        "grundy kayles --to ３                        | '３' is not a whole number",
        "export --variants ٣                          | '٣' is not a whole number",
    })
    void numberInAnotherScriptIsRefusedQuotingIt(String args, String named) {
        HostileInputTest.assertOneLine(Cli.run(args.strip().split("\\s+")), ExitStatus.USAGE, named.strip());
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', value = {
        "worksheet | --seed  | ٣   | seed '٣' is not a whole number",
        "worksheet | --count | ٣   | count '٣' is not a whole number",
        "export    | --seed  | ٤٢  | seed '٤٢' is not a whole number",
        "export    | --count | ٦   | count '٦' is not a whole number",
    })
    void seedAndCountInAnotherScriptAreRefusedAndNothingIsWritten(String command, String option, String value, String named) {
        Path out = dir.resolve("out");
        List<String> argv = new ArrayList<>(List.of(command.strip(), "--lesson", "kayles", "--out", out.toString(), option.strip(),
                value.strip()));
        if (command.strip().equals("export")) {
            argv.addAll(List.of("--format", "json"));
        }
        Cli cli = Cli.run(argv.toArray(String[]::new));
        HostileInputTest.assertOneLine(cli, ExitStatus.USAGE, named.strip());
        assertFalse(Files.exists(out), "nothing written");
    }
}
