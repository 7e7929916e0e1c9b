package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.BuildFailure;

/** A broken template is reported like any other problem: once, at its file and line, in the author's words. */
class TemplateProblemsTest {

    private static List<String> problems(Path project) {
        return assertThrows(BuildFailure.class, () -> new SiteBuilder(new SiteLayout(project), line -> { })
                .build(project.resolve("site"))).problems();
    }

    @Test
    void aPageTemplateErrorNamesTheTemplateAndLineNotTheStagingFolder() throws IOException {
        Path project = CourseBuild.smallCourse("broken-lesson-template");
        Path template = project.resolve("templates/lesson.ftl");
        List<String> lines = Files.readAllLines(template);
        int line = lines.size() + 1;
        Files.writeString(template, String.join("\n", lines) + "\n${nosuchvar.x}\n");
        List<String> problems = problems(project);
        assertEquals(1, problems.size(), String.join("\n", problems));
        String problem = problems.get(0);
        assertTrue(problem.startsWith(template + ":" + line + ": template failed: The following has evaluated to null or missing:"),
                problem);
        assertTrue(problem.contains("nosuchvar") && problem.endsWith("(rendering lessons/kayles.html)"), problem);
        assertTrue(!problem.contains(".site-builds") && !problem.contains("Exception"), problem);
    }

    @Test
    void aBrokenPartialIsReportedOnceAtItsLineNotAsAnEarlierAttempt() throws IOException {
        Path project = CourseBuild.smallCourse("broken-partial");
        Path partial = project.resolve("templates/partials/grundy-table.ftl");
        List<String> lines = Files.readAllLines(partial);
        Files.writeString(partial, String.join("\n", lines) + "\n<#if>\n");
        List<String> problems = problems(project).stream().filter(p -> p.startsWith(partial.toString())).toList();
        assertEquals(List.of(partial + ":" + (lines.size() + 1)
                + ": template syntax: #if is an existing directive, but the tag is malformed.  (See FreeMarker Manual / Directive Reference.)"),
                problems);
    }
}
