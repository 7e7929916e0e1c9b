package org.kaylescourseware.site.lessons;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sentence that names two years and a span of years between them ("found in 1973; it reached
 * print in 1992, nineteen years later"): the span must be the difference of the years, or less than
 * it when the sentence says "over" or "more than".
 */
record YearSpans(int from, int to, int span, boolean atLeast) {

    private static final Pattern YEAR = Pattern.compile("\\b(1[6-9]\\d\\d|20\\d\\d)\\b");
    private static final Pattern SPAN = Pattern.compile("(?i)\\b(over |more than )?(\\w+)[ -]years?\\b");
    private static final Map<String, Integer> WORDS = Map.ofEntries(Map.entry("one", 1), Map.entry("two", 2),
            Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6), Map.entry("seven", 7),
            Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10), Map.entry("eleven", 11),
            Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14), Map.entry("fifteen", 15),
            Map.entry("sixteen", 16), Map.entry("seventeen", 17), Map.entry("eighteen", 18), Map.entry("nineteen", 19),
            Map.entry("twenty", 20), Map.entry("thirty", 30), Map.entry("forty", 40), Map.entry("fifty", 50));

    /** A text cut into sentences, at a full stop, question or exclamation mark followed by a space. */
    static List<String> sentences(String text) {
        return List.of(text.split("(?<=[.!?])\\s+"));
    }

    /** The span a sentence states between its two years, if it names exactly two and one span. */
    static Optional<YearSpans> of(String sentence) {
        TreeSet<Integer> years = new TreeSet<>();
        Matcher y = YEAR.matcher(sentence);
        while (y.find()) {
            years.add(Integer.parseInt(y.group(1)));
        }
        Matcher s = SPAN.matcher(sentence);
        if (years.size() != 2 || !s.find()) {
            return Optional.empty();
        }
        String count = s.group(2).toLowerCase();
        Integer span = count.matches("\\d+") ? Integer.valueOf(count) : WORDS.get(count);
        if (span == null) {
            return Optional.empty();
        }
        return Optional.of(new YearSpans(years.first(), years.last(), span, s.group(1) != null));
    }

    /** What is wrong with the span, if anything. */
    Optional<String> problem() {
        int difference = to - from;
        boolean right = atLeast ? span < difference : span == difference;
        return right ? Optional.empty() : Optional.of((atLeast ? "over " : "") + span + " years from " + from + " to " + to
                + ", which are " + difference);
    }
}
