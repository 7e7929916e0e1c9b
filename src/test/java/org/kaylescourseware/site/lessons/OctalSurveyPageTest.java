package org.kaylescourseware.site.lessons;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.select.Elements;
import org.junit.jupiter.api.Test;
import org.kaylescourseware.site.CourseBuild;

/** The table of the two-digit octal games on the misère Kayles page, and the counts its prose states, read off the table. */
class OctalSurveyPageTest {

    @Test
    void theTableHasEveryGameAndTheProseCountsWhatTheTableShows() throws IOException {
        Document lesson = Jsoup.parse(CourseBuild.site().resolve("lessons/misere-kayles.html").toFile(), "UTF-8");
        Elements rows = lesson.select("table.octal-quotient-survey tbody tr");
        assertEquals(56, rows.size());
        int settled = 0;
        int tame = 0;
        for (Element row : rows) {
            String last = row.select("td").last().text();
            settled += last.equals("tame") || last.equals("wild") ? 1 : 0;
            tame += last.equals("tame") ? 1 : 0;
        }
        Element kayles = rows.stream().filter(r -> r.selectFirst("th").text().equals("0.77")).findFirst().orElseThrow();
        assertEquals("40 9 period 12, certified from row 71 wild", kayles.select("td").text());
        // the sixth referee: "period 4 from row 0" where the text certifies from rows n0 >= 1 only; the least preperiod is 0
        Element nimLike = rows.stream().filter(r -> r.selectFirst("th").text().equals("0.03")).findFirst().orElseThrow();
        assertEquals("period 4, certified from row 1 (least preperiod 0)", nimLike.select("td").get(2).text());
        // the row of Dawson's Kayles points to the computation that follows it past the survey's bound
        Element dawson = rows.stream().filter(r -> r.selectFirst("th").text().equals("0.07")).findFirst().orElseThrow();
        assertEquals("#dawson-partial-quotients", dawson.selectFirst("a").attr("href"));
        // the sixth referee (point 19): the row said "followed further above"; it names the block, as the block's head does
        String name = lesson.getElementById("dawson-partial-quotients-name").text();
        assertTrue(name.matches("Computation 4\\.\\d+") && dawson.text().contains("followed further in " + name), dawson.text());
        // the counts are a numbered Computation stating its bounds, and the table is part of it
        Element computation = lesson.getElementById("octal-survey");
        assertTrue(computation.hasClass("block-computation") && computation.selectFirst("table.octal-quotient-survey") != null);
        String prose = computation.select("p:contains(Of the 56 games)").text();
        assertTrue(prose.contains("Of the 56 games, " + settled + " are settled by a certified period, " + tame + " of them tame."),
                prose);
    }
}
