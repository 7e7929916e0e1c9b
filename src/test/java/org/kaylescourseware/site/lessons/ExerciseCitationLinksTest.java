package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.jsoup.nodes.Element;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.exercise.kinds.ExerciseCatalog;

/**
 * The exercises cite the course's results by our numbers as links to where the lessons state them (issue 29: "exercises
 * and check boxes use our numbers, linked"; they were plain text). On every built lesson page, each result an exercise
 * names, "Theorem 5.24", is a link whose target is a block of that lesson page or another that carries that name.
 */
class ExerciseCitationLinksTest {

    private static final Pattern RESULT = Pattern.compile(
            "\\b(Definition|Lemma|Theorem|Corollary|Proposition|Computation|Example|Remark|Fact) \\d+\\.\\d+\\b");
    private static final Pattern TARGET = Pattern.compile("\\.\\./lessons/([\\w-]+)\\.html#([\\w-]+)");

    @Test
    void everyResultAnExerciseNamesIsALinkToTheBlockThatStatesIt() {
        int links = 0;
        List<String> unlinked = new ArrayList<>();
        for (String lesson : ExerciseCatalog.LESSONS) {
            for (Element section : LessonSets.page(lesson).select("section.exercise")) {
                Element copy = section.clone();
                for (Element link : copy.select("a.cited")) {
                    Matcher target = TARGET.matcher(link.attr("href"));
                    assertTrue(target.matches(), lesson + ": " + link.outerHtml());
                    Element block = LessonSets.page(target.group(1)).getElementById(target.group(2));
                    assertNotNull(block, lesson + ": " + link.outerHtml() + " has no target");
                    Element name = block.selectFirst(".block-name");
                    assertEquals(link.text(), name == null ? "" : name.text(), lesson + ": " + link.outerHtml());
                    links++;
                    link.remove();
                }
                Matcher plain = RESULT.matcher(copy.text());
                while (plain.find()) {
                    unlinked.add(lesson + " " + section.id() + ": " + plain.group());
                }
            }
        }
        assertEquals(List.of(), unlinked);
        assertTrue(links >= 10, links + " links");
    }
}
