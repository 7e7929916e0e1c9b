package org.kaylescourseware.classroom.export;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** The formats {@code export} writes, each to one file named after the set or bank. */
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

    /** The file this format writes for {@code bank}, e.g. {@code kayles-7-moodle.xml}. */
    public String fileName(QuestionBank bank) {
        return bank.name() + suffix;
    }

    /** The format as the command line names it. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Writes {@code bank} in this format. */
    public ExportedFile write(QuestionBank bank, QuestionHtml html) {
        return switch (this) {
            case MOODLE -> MoodleXml.write(bank, html, fileName(bank));
            case QTI -> QtiPackage.write(bank, html, fileName(bank));
            case GIFT -> Gift.write(bank, html, fileName(bank));
            case JSON -> JsonExport.write(bank, fileName(bank));
            case CSV -> CsvExport.write(bank, fileName(bank));
        };
    }

    /**
     * Parses one format, or several separated by commas, or {@code all} alone. An empty list (",")
     * and an empty format between commas are refused: an export with no file would replace the one before.
     *
     * @throws IllegalArgumentException quoting the value and naming the formats
     */
    public static List<ExportFormat> parse(String text) {
        String valid = String.join(", ", Arrays.stream(values()).map(ExportFormat::label).toList()) + ", or all";
        if (text == null || text.replace(",", "").isBlank()) {
            throw new IllegalArgumentException("no format given" + (text == null ? "" : " in '" + text + "'") + ": use " + valid);
        }
        List<String> words = Arrays.stream(text.split(",", -1)).map(String::strip).toList();
        if (words.contains("")) {
            throw new IllegalArgumentException("'" + text + "' has an empty format between commas: use " + valid
                    + ", separated by single commas");
        }
        if (words.stream().anyMatch("all"::equalsIgnoreCase)) {
            if (words.size() > 1) {
                throw new IllegalArgumentException("'all' cannot be combined with other formats ('" + text + "'): give all"
                        + " alone, or list some of " + valid.substring(0, valid.lastIndexOf(", or all")));
            }
            return List.of(values());
        }
        return words.stream().distinct().map(word -> Arrays.stream(values())
                .filter(f -> f.label().equalsIgnoreCase(word)).findFirst().orElseThrow(() ->
                        new IllegalArgumentException("unknown format '" + word + "': use " + valid))).toList();
    }
}
