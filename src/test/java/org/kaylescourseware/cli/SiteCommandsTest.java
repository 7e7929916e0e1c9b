package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.parallel.ResourceLock;
import org.junit.jupiter.api.parallel.Resources;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@ResourceLock(Resources.SYSTEM_OUT) // it reads what the command line prints to System.out
class SiteCommandsTest {

    @ParameterizedTest(name = "{0} --help")
    @CsvSource({
        "build, Builds the course site",
        "serve, serves it on http://127.0.0.1:PORT/",
    })
    void helpSaysWhatTheCommandDoes(String command, String words) {
        PrintStream original = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        int code;
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            code = KaylesCourseware.run(command, "--help");
        } finally {
            System.setOut(original);
        }
        String help = out.toString(StandardCharsets.UTF_8);
        assertEquals(0, code);
        assertTrue(help.contains(words), help);
        assertTrue(help.contains("--project"), help);
    }
}
