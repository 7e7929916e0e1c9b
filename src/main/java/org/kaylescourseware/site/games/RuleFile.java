package org.kaylescourseware.site.games;

import java.io.Reader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Supplier;
import org.kaylescourseware.game.PlayConvention;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.site.course.PageName;
import org.kaylescourseware.site.source.SourceException;
import org.kaylescourseware.site.source.SourceLocation;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.ScalarNode;

/**
 * One rule file, {@code content/games/<id>.yaml}:
 * <pre>
 * id: kayles                  # required: the file name without .yaml
 * name: Kayles                # required: the name readers see
 * rule: 0.77                  # required: an octal code, or nim
 * compute-to: 200             # required: g(0..compute-to) is computed and searched for a period
 * table-to: 83                # optional: the game page's table shows g(0..table-to)
 * check-to: 12                # optional: g(0..check-to) is confirmed by game-tree search
 * conventions: [normal]       # optional: normal, misere (the conventions the course covers)
 * description: |              # optional: Markdown, may state facts with {{fact ...}}
 *   Knock down one pin or two neighbours.
 * </pre>
 * Every bound is checked here against what the build can afford, and every error names the line.
 */
final class RuleFile {

    /** The largest compute-to: see {@link #computeTo}. */
    static final int MAX_COMPUTE_TO = 20_000;
    /** The largest table a page shows: it is read by people. */
    static final int MAX_TABLE_TO = 1_000;
    /** The largest check-to: see {@link #checkTo}. */
    static final int MAX_CHECK_TO = 20;
    static final List<String> KEYS = List.of("id", "name", "rule", "compute-to", "table-to", "check-to",
            "conventions", "description");
    static final List<String> REQUIRED = List.of("id", "name", "rule", "compute-to");
    private static final int DEFAULT_TABLE_TO = 59;

    private RuleFile() {
    }

    /**
     * Reads a rule file. Every problem in it is added to {@code problems}, each at its line; the
     * game is returned only when there is none.
     */
    static Optional<GameDefinition> parse(Path file, Reader reader, List<SourceException> problems) {
        List<SourceException> found = new ArrayList<>();
        RuleFields fields;
        try {
            fields = RuleFields.read(file, reader, KEYS, REQUIRED, found);
        } catch (SourceException e) {
            problems.add(e);
            return Optional.empty();
        }
        String id = read(fields, "id", found, () -> id(file, fields));
        String name = read(fields, "name", found, () -> fields.text("name"));
        ImpartialRule rule = read(fields, "rule", found, () -> rule(fields));
        Integer computeTo = read(fields, "compute-to", found, () -> computeTo(fields));
        int bound = computeTo == null ? MAX_COMPUTE_TO : computeTo;
        Integer tableTo = fields.has("table-to") ? read(fields, "table-to", found, () -> tableTo(fields, bound))
                : Integer.valueOf(Math.min(DEFAULT_TABLE_TO, bound));
        Integer checkTo = fields.has("check-to") ? read(fields, "check-to", found, () -> checkTo(fields, bound)) : Integer.valueOf(0);
        List<PlayConvention> conventions = read(fields, null, found, () -> conventions(fields));
        String description = fields.has("description") ? read(fields, "description", found, () -> fields.text("description")) : "";
        if (!found.isEmpty()) {
            found.sort(Comparator.comparingInt(problem -> problem.location().line()));
            problems.addAll(found);
            return Optional.empty();
        }
        SourceLocation idAt = fields.location("id");
        return Optional.of(new GameDefinition(id, name, rule, conventions, tableTo, computeTo, checkTo, description,
                fields.has("description") ? fields.textStart("description") : idAt, idAt, fields.location("compute-to")));
    }

    /** The file name without its extension: what the id must be. */
    static String idOfFile(Path file) {
        return file.getFileName().toString().replaceFirst("\\.ya?ml$", "");
    }

    /**
     * Reads one field, recording its problem instead of throwing it; {@code null} when the field
     * is missing (a required one is already reported missing) or wrong.
     */
    private static <T> T read(RuleFields fields, String key, List<SourceException> found, Supplier<T> reader) {
        if (key != null && !fields.has(key)) {
            return null;
        }
        try {
            return reader.get();
        } catch (SourceException e) {
            found.add(e);
            return null;
        }
    }

    private static String id(Path file, RuleFields fields) {
        String id = fields.text("id");
        String expectedId = idOfFile(file);
        if (!id.equals(expectedId)) {
            throw fields.error("id", "id '" + id + "' must match the file name: write 'id: " + expectedId
                    + "' or rename the file to " + id + file.getFileName().toString().substring(expectedId.length()));
        }
        if (!PageName.isAddress(id)) {
            throw fields.error("id", "id '" + id + "' must be lower-case words joined by '-', e.g. dawsons-kayles");
        }
        return id;
    }

    private static ImpartialRule rule(RuleFields fields) {
        try {
            return ImpartialRule.parse(fields.text("rule"));
        } catch (IllegalArgumentException e) {
            throw fields.error("rule", e.getMessage());
        }
    }

    private static int tableTo(RuleFields fields, int computeTo) {
        return fields.number("table-to", 0, Math.min(MAX_TABLE_TO, computeTo), "at most compute-to (" + computeTo
                + ") and at most " + MAX_TABLE_TO + ", the most values a page shows");
    }

    /**
     * For a game that splits heaps (any 4 in its code, or Nim) the build lists about n/2 options
     * per digit for every heap n, so memory churn and time grow with the square of compute-to:
     * Kayles to 10000 took 5 s on the course's 2-core machine, so 20000 takes about 20 s, and the
     * 100000 a careless bound might ask for would take minutes and gigabytes of garbage. A period,
     * when there is one, is certified within a few hundred.
     */
    private static int computeTo(RuleFields fields) {
        String value = fields.text("compute-to");
        if (value.matches("\\d{1,18}") && Long.parseLong(value) > MAX_COMPUTE_TO) {
            throw fields.error("compute-to", "compute-to " + value + " is too large: at most " + MAX_COMPUTE_TO
                    + ". For games that split heaps the build lists about n/2 options per digit for every heap n, so"
                    + " memory and time grow with the square of compute-to (Kayles to 10000 takes about 5 s, to "
                    + MAX_COMPUTE_TO + " about 20 s); lower it, a period is usually certified within a few hundred");
        }
        return fields.number("compute-to", 1, MAX_COMPUTE_TO, "a whole number from 1 to " + MAX_COMPUTE_TO);
    }

    /**
     * The second route searches every sum of heaps with up to 2·check-to tokens; their number
     * grows like the partition numbers (p(40) = 37338), so the check stays small.
     */
    private static int checkTo(RuleFields fields, int computeTo) {
        String value = fields.text("check-to");
        if (value.matches("\\d{1,18}") && Long.parseLong(value) > MAX_CHECK_TO) {
            throw fields.error("check-to", "check-to " + value + " is too large: at most " + MAX_CHECK_TO
                    + ". The check searches every sum of heaps with up to 2·check-to tokens, and their number grows"
                    + " like the partition numbers (p(40) = 37338); use 0 to " + MAX_CHECK_TO);
        }
        return fields.number("check-to", 0, Math.min(MAX_CHECK_TO, computeTo),
                "a whole number from 0 to " + MAX_CHECK_TO + ", at most compute-to (" + computeTo + ")");
    }

    private static List<PlayConvention> conventions(RuleFields fields) {
        if (!fields.has("conventions")) {
            return List.of(PlayConvention.NORMAL);
        }
        List<PlayConvention> conventions = new ArrayList<>();
        for (ScalarNode item : fields.list("conventions")) {
            String word = item.getValue().trim().toLowerCase(Locale.ROOT).replace('è', 'e');
            PlayConvention convention = switch (word) {
                case "normal" -> PlayConvention.NORMAL;
                case "misere" -> PlayConvention.MISERE;
                default -> throw fields.error(item, "unknown play convention '" + item.getValue()
                        + "'; the conventions are normal, misere");
            };
            if (conventions.contains(convention)) {
                throw fields.error(item, "play convention '" + item.getValue() + "' is listed twice");
            }
            conventions.add(convention);
        }
        if (conventions.isEmpty()) {
            throw fields.error("conventions", "conventions is empty: list at least one of normal, misere");
        }
        conventions.sort(null);
        return conventions;
    }

    /** Where a rule file's error is reported when no node is at hand. */
    static SourceException error(Path file, Node node, String problem) {
        return new SourceException(new SourceLocation(file, node == null ? 1 : node.getStartMark().getLine() + 1), problem);
    }

}
