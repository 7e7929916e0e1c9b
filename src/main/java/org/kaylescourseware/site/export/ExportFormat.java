package org.kaylescourseware.site.export;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.kaylescourseware.exercise.ExerciseSet;

/** The formats {@code export} writes, each to one file named after the set. */
public enum ExportFormat {
    MOODLE("-moodle.xml"),
    QTI("-qti.zip"),
    GIFT("-gift.txt"),
    JSON(".json"),
    CSV(".csv");

    private final String suffix;

    ExportFormat(String suffix) {
        this.suffix = suffix;
    }

    /** The file this format writes for {@code set}, e.g. {@code kayles-7-moodle.xml}. */
    public String fileName(ExerciseSet set) {
        return set.lesson() + "-" + set.seed() + suffix;
    }

    /** The format as the command line names it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Writes {@code set} in this format. */
    public ExportedFile write(ExerciseSet set, QuestionHtml html) {
        List<LmsQuestion> questions = LmsQuestions.of(set);
        return switch (this) {
            case MOODLE -> MoodleXml.write(set, questions, html, fileName(set));
            case QTI -> QtiPackage.write(set, questions, html, fileName(set));
            case GIFT -> Gift.write(set, questions, html, fileName(set));
            case JSON -> JsonExport.write(set, fileName(set));
            case CSV -> CsvExport.write(questions, fileName(set));
        };
    }

    /**
     * Parses one format, or several separated by commas, or {@code all}.
     *
     * @throws IllegalArgumentException quoting the value and naming the formats
     */
    public static List<ExportFormat> parse(String text) {
        String valid = String.join(", ", Arrays.stream(values()).map(ExportFormat::label).toList()) + ", or all";
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("no format given: use " + valid);
        }
        if (text.strip().equalsIgnoreCase("all")) {
            return List.of(values());
        }
        return Arrays.stream(text.split(",")).map(String::strip).distinct().map(word -> Arrays.stream(values())
                .filter(f -> f.label().equalsIgnoreCase(word)).findFirst().orElseThrow(() ->
                        new IllegalArgumentException("unknown format '" + word + "': use " + valid))).toList();
    }
}
