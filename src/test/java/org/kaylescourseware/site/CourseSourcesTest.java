package org.kaylescourseware.site;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Rules live in content/games only: lessons and templates name games, they do not restate rules. */
class CourseSourcesTest {

    /** An octal code such as 0.77 or 4.07. */
    static final Pattern OCTAL_CODE = Pattern.compile("(?<![\\d.])[04]\\.[0-7]+(?![\\d.])");
    /** Facts and directive blocks may quote a code: they are checked against the rule files. */
    static final Pattern CHECKED = Pattern.compile("\\{\\{[^{}]*}}|```solver.*?```", Pattern.DOTALL);

    @Test
    void lessonsAndTemplatesWriteNoRuleOutsideCheckedFacts() throws IOException {
        List<String> found = new ArrayList<>();
        for (Path folder : List.of(CourseBuild.PROJECT.resolve("content"), CourseBuild.PROJECT.resolve("templates"))) {
            try (Stream<Path> files = Files.walk(folder)) {
                for (Path file : files.filter(f -> f.toString().endsWith(".md") || f.toString().endsWith(".ftl")).toList()) {
                    Matcher code = OCTAL_CODE.matcher(CHECKED.matcher(Files.readString(file)).replaceAll(""));
                    while (code.find()) {
                        found.add(CourseBuild.PROJECT.relativize(file) + ": " + code.group());
                    }
                }
            }
        }
        assertEquals(List.of(), found, "write {{fact rule game=<id> expect=<code>}} instead");
    }
}
