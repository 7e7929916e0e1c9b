package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * The general proof of Milley's Theorem 1 as the partizan Kayles lesson writes it: its three cases,
 * taken from the lesson itself into a small course, build; altering one coefficient of one displayed
 * equality makes the build fail at the line of that argument, naming the coefficient.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class MilleyInductionBuildTest {

    private static final Pattern CASE = Pattern.compile("```solver\\nmilley-induction-case .*?```", Pattern.DOTALL);

    private Path project;
    private Path page;
    private String lesson;
    private SiteBuilder builder;

    @BeforeAll
    void buildTheLessonsThreeCases() throws IOException {
        String real = Files.readString(CourseBuild.PROJECT.resolve("content/lessons/partizan-kayles.md"));
        List<String> cases = new ArrayList<>();
        Matcher m = CASE.matcher(real);
        while (m.find()) {
            cases.add(m.group());
        }
        assertEquals(3, cases.size(), "the lesson proves Theorem 1 in three cases");
        project = CourseBuild.smallCourse("milley-induction");
        page = project.resolve("content/lessons/induction.md");
        lesson = "title=The induction\ntype=lesson\nstatus=published\norder=9\nsummary=Theorem 1 for every n.\n~~~~~~\n\n"
                + String.join("\n\n", cases) + "\n";
        Files.writeString(page, lesson, StandardCharsets.UTF_8);
        builder = new SiteBuilder(new SiteLayout(project), line -> { });
        builder.build(project.resolve("site"));
    }

    @ParameterizedTest
    @CsvSource(delimiter = ';', value = {
        // Right's option for i = 3j + 2 when n = 3k: (k − 2)S1 + kS2, written with k − 3
        "(k-2)S1 + kS2; (k-3)S1 + kS2; right-options; n = 3k, Right, i = 3j + 2: the option's reduction; the constant"
                + " term in the copies of S1 is −3 as claimed but −2 as derived",
        // Left's length for i = 3j + 1 when n = 3k + 2: 3(k − j), written 3(k − j) + 1
        "'left-rests=\"3(k-j)+1; 3(k-j); 3(k-j-1)+2\"'; 'left-rests=\"3(k-j)+1; 3(k-j)+1; 3(k-j-1)+2\"'; left-rests;"
                + " n = 3k + 2, Left, i = 3j + 1: the length n − 1 − i; the constant term is 1 as claimed but 0 as derived",
        // the common part G0 of Right's options when n = 3k + 1, one coefficient off
        "right-common=\"(k-1)S1 + (k-1)S2\"; right-common=\"(k-1)S1 + kS2\"; right-common; Right's options: the"
                + " common part G0; the constant term in the copies of S2 is 0 as claimed but −1 as derived",
    })
    void aWrongCoefficientFailsTheBuildAtItsLine(String written, String altered, String argument, String step,
            String difference) throws IOException {
        String wrong = lesson.replace(written, altered);
        assertNotEquals(lesson, wrong, "the lesson writes " + written);
        Files.writeString(page, wrong, StandardCharsets.UTF_8);
        try {
            List<String> problems = assertThrows(BuildFailure.class, () -> builder.build(project.resolve("site")))
                    .problems();
            assertEquals(1, problems.size(), problems.toString());
            String problem = problems.get(0);
            int line = lineOf(wrong, argument + "=", altered);
            assertTrue(problem.contains("induction.md:" + line + ": milley-induction-case " + argument), problem);
            assertTrue(problem.contains(step), problem);
            assertTrue(problem.contains(difference), problem);
        } finally {
            Files.writeString(page, lesson, StandardCharsets.UTF_8);
        }
    }

    /** The line of the argument {@code name} in the directive that holds {@code altered}. */
    private static int lineOf(String text, String name, String altered) {
        int at = text.indexOf(altered.contains(name) ? altered : altered.substring(0, Math.min(altered.length(), 12)));
        int start = text.lastIndexOf("```solver", at);
        int argument = text.indexOf(name, start);
        return (int) text.substring(0, argument).chars().filter(c -> c == '\n').count() + 1;
    }
}
