package org.kaylescourseware.site.bibliography;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Where a source appeared, in words, from its BibTeX fields: the line under its title on the references page. */
final class Venue {

    private Venue() {
    }

    /**
     * An article: "Journal 20, 237–246"; a book: "Publisher, Address"; anything else: how it was
     * published; a note follows. {@code field} gives a field's plain text, "" when absent.
     */
    static String of(String type, Function<String, String> field) {
        List<String> parts = new ArrayList<>();
        switch (type) {
            case "article" -> {
                String journal = field.apply("journal");
                String volume = field.apply("volume");
                String number = field.apply("number");
                parts.add(journal + (volume.isEmpty() ? "" : " " + volume) + (number.isEmpty() ? "" : ", #" + number));
                addIfPresent(parts, field.apply("pages"));
            }
            case "book" -> {
                addIfPresent(parts, field.apply("publisher"));
                addIfPresent(parts, field.apply("address"));
            }
            default -> addIfPresent(parts, field.apply("howpublished"));
        }
        addIfPresent(parts, field.apply("note"));
        return String.join(", ", parts);
    }

    private static void addIfPresent(List<String> parts, String part) {
        if (!part.isEmpty()) {
            parts.add(part);
        }
    }
}
