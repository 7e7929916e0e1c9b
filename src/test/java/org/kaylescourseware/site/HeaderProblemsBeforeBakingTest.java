package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.project.SiteLayout;
import org.kaylescourseware.site.source.BuildFailure;

/**
 * Page headers are checked before anything is baked (issue 28, "Limits worth stating"): a course of
 * 10,001 pages with two header errors ran 15 minutes and 5 GB without reporting them. Here the two
 * errors are reported, and the build never reaches its baking step, however many pages wait.
 */
class HeaderProblemsBeforeBakingTest {

    @Test
    void twoHeaderErrorsAreReportedAloneBeforeTheBake() throws IOException {
        Path project = CourseBuild.smallCourse("header-problems");
        Path lessons = project.resolve("content/lessons");
        for (int i = 1; i <= 200; i++) { // pages that would take a bake of their own
            Files.writeString(lessons.resolve("page-" + i + ".md"), "title=Page " + i + "\ntype=lesson\nstatus=published\norder="
                    + (100 + i) + "\nsummary=One of many.\n~~~~~~\n\n{{fact period game=kayles expect=11}}\n");
        }
        Path untitled = Files.writeString(lessons.resolve("untitled.md"), "type=lesson\nstatus=published\norder=20\n~~~~~~\n\nText.\n");
        Path taken = Files.writeString(lessons.resolve("taken.md"), "title=Taken\ntype=lesson\nstatus=published\norder=101\n"
                + "summary=Its place is taken.\n~~~~~~\n\nText.\n");
        List<String> steps = new ArrayList<>();
        BuildFailure failure = assertThrows(BuildFailure.class,
                () -> new SiteBuilder(new SiteLayout(project), steps::add).build(project.resolve("site")));

        assertEquals(2, failure.problems().size(), String.join("\n", failure.problems()));
        assertTrue(failure.problems().stream().anyMatch(p -> p.startsWith(untitled + ":1: missing header field 'title'")),
                String.join("\n", failure.problems()));
        assertTrue(failure.problems().stream().anyMatch(p -> p.contains("order=101 is taken by")), String.join("\n", failure.problems()));
        assertTrue(failure.problems().stream().anyMatch(p -> p.startsWith(taken + ":") || p.contains(taken.toString())),
                String.join("\n", failure.problems()));
        assertEquals(List.of("reading the course"), steps.stream().filter(step -> !step.startsWith("claiming")).toList(),
                "nothing baked: the 200 false facts waiting in the pages are not reached");
        assertTrue(Files.notExists(project.resolve("site")), "nothing is published");
    }
}
