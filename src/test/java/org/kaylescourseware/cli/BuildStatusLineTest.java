package org.kaylescourseware.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The progress of {@code build} on stderr: a line per step in a log, one erased status line on a terminal. */
class BuildStatusLineTest {

    @Test
    void inALogEachStepIsOneLine() {
        StringWriter err = new StringWriter();
        try (BuildCommand.StatusLine status = new BuildCommand.StatusLine(new PrintWriter(err), false)) {
            status.accept("reading the course");
            status.note("a cache entry was written by another version");
            status.accept("publishing site");
        }
        String n = System.lineSeparator();
        assertEquals("build: reading the course" + n + "  a cache entry was written by another version" + n
                + "build: publishing site" + n, err.toString());
    }

    @Test
    void onATerminalTheStatusLineIsRewrittenAndErasedAtTheEnd() {
        StringWriter err = new StringWriter();
        BuildCommand.StatusLine status = new BuildCommand.StatusLine(new PrintWriter(err), true);
        status.accept("reading the course");
        status.accept("publishing site");
        status.close();
        String written = err.toString();
        // each step shows the seconds since the build began: 0 s, or more on a loaded machine
        Matcher steps = Pattern.compile("\rbuild: reading the course \\(\\d+ s\\)\r(build: publishing site \\(\\d+ s\\)) *\r( +)\r")
                .matcher(written);
        assertTrue(steps.matches(), written);
        assertEquals(steps.group(1).length(), steps.group(2).length(), "the last status is erased: " + written);
        assertTrue(!written.contains("\n"), "no line break: the summary line follows on stdout alone");
        status.close();
        assertEquals(written, err.toString(), "closing again writes nothing");
    }
}
