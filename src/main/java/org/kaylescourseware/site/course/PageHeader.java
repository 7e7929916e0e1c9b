package org.kaylescourseware.site.course;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.kaylescourseware.site.source.SourceText;

/**
 * The JBake header of a content file: {@code key=value} lines up to the separator {@code ~~~~~~}.
 * Read here as well as by JBake because the whole course (lesson order, titles) must be known
 * before JBake renders the first page.
 */
record PageHeader(Path file, Map<String, String> fields, Map<String, Integer> lines, int bodyLine) {

    static final String SEPARATOR = "~~~~~~";

    static PageHeader read(Path file) {
        List<String> text = SourceText.read(file).lines().toList();
        int separator = text.indexOf(SEPARATOR);
        if (separator < 0) {
            throw new SourceException(new SourceLocation(file, 1), "no JBake header: start the file with lines such as"
                    + " 'title=...', 'type=lesson', 'status=published', then a line " + SEPARATOR);
        }
        Map<String, String> fields = new LinkedHashMap<>();
        Map<String, Integer> lines = new LinkedHashMap<>();
        for (int i = 0; i < separator; i++) {
            String line = text.get(i).strip();
            if (line.isEmpty()) {
                continue;
            }
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new SourceException(new SourceLocation(file, i + 1), "header line '" + line + "' is not key=value");
            }
            fields.put(line.substring(0, eq).strip(), line.substring(eq + 1).strip());
            lines.put(line.substring(0, eq).strip(), i + 1);
        }
        return new PageHeader(file, fields, lines, separator + 2);
    }

    /** A field that must be present and not empty. */
    String required(String key, String hint) {
        String value = fields.get(key);
        if (value == null || value.isEmpty()) {
            throw new SourceException(location(key), "missing header field '" + key + "' (" + hint + "): add a line "
                    + key + "=... above " + SEPARATOR);
        }
        return value;
    }

    String optional(String key) {
        return fields.getOrDefault(key, "");
    }

    SourceLocation location(String key) {
        return new SourceLocation(file, lines.getOrDefault(key, 1));
    }
}
