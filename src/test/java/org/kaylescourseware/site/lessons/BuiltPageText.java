package org.kaylescourseware.site.lessons;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.kaylescourseware.site.CourseBuild;

/** The reading text of every page of the built course, for tests that refuse a sentence wherever it comes back. */
record BuiltPageText(Map<String, Document> pages) {

    /** Every page of the shared built course, parsed anew for the caller (documents are not shared between test classes). */
    static BuiltPageText read() throws IOException {
        Path site = CourseBuild.site();
        Map<String, Document> pages = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(site)) {
            for (Path page : files.filter(f -> f.toString().endsWith(".html")).sorted().toList()) {
                pages.put(site.relativize(page).toString(), Jsoup.parse(page.toFile(), "UTF-8"));
            }
        }
        return new BuiltPageText(Collections.unmodifiableMap(pages));
    }

    /** Every match of {@code sentence} in the reading text of every page (quotations left out), with its page. */
    List<String> occurrences(Pattern sentence) {
        List<String> found = new ArrayList<>();
        pages.forEach((name, page) -> {
            Element body = page.body().clone();
            body.select("blockquote, q").remove();
            Matcher m = sentence.matcher(body.text());
            while (m.find()) {
                found.add(name + ": " + m.group());
            }
        });
        return found;
    }
}
