package org.kaylescourseware.exercise;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.LinkedHashMap;
import org.kaylescourseware.rules.ImpartialRule;
import org.kaylescourseware.rules.Nim;
import org.kaylescourseware.rules.OctalGame;

/**
 * An impartial game's rule in one sentence, for a worksheet that names no lesson: "Remove 1 or 2
 * adjacent tokens from a heap; removing them from its middle splits it in two." Read off the octal code
 * digit by digit (Winning Ways, ch. 4: digit d for removing k tokens allows leaving no heap if
 * d has bit 1, one heap if bit 2, two heaps if bit 4); removals with the same digit are said together, in
 * the order of the code.
 */
public final class RuleInWords {

    private RuleInWords() {
    }

    public static String of(ImpartialRule rule) {
        if (rule == Nim.INSTANCE) {
            return "Take any number of tokens, at least one, from one heap.";
        }
        OctalGame octal = (OctalGame) rule;
        Map<Integer, List<Integer>> removalsByDigit = new LinkedHashMap<>();
        for (int k = 1; k <= octal.maxRemoval(); k++) {
            if (octal.digit(k) != 0) {
                removalsByDigit.computeIfAbsent(octal.digit(k), d -> new ArrayList<>()).add(k);
            }
        }
        List<String> clauses = new ArrayList<>();
        if ((octal.digit(0) & 4) != 0) {
            clauses.add("split a heap into two non-empty heaps");
        }
        removalsByDigit.forEach((digit, removals) -> clauses.add(clause(digit, count(removals))));
        String sentence = String.join("; or ", clauses);
        return Character.toUpperCase(sentence.charAt(0)) + sentence.substring(1) + ".";
    }

    /** What digit {@code d} allows for removing {@code k} ("1 or 2") tokens. */
    private static String clause(int d, String k) {
        String tokens = "remove " + k + (k.equals("1") ? " token" : " adjacent tokens");
        return switch (d) {
            case 1 -> "remove a whole heap of " + k;
            case 2 -> tokens + " from an end of a heap, leaving at least one";
            case 3 -> tokens + " from an end of a heap (possibly all of it)";
            case 4 -> tokens + " from the middle of a heap, splitting it into two";
            case 5 -> "remove a whole heap of " + k + ", or " + k + " from the middle of a heap, splitting it into two";
            case 6 -> tokens + " from a heap, never a whole heap; removing them from its middle splits it in two";
            default -> tokens + " from a heap; removing them from its middle splits it in two";
        };
    }

    /** {@code 1}, {@code 1 or 2}, {@code 1, 2 or 3}. */
    private static String count(List<Integer> removals) {
        List<String> words = removals.stream().map(String::valueOf).toList();
        if (words.size() == 1) {
            return words.get(0);
        }
        return String.join(", ", words.subList(0, words.size() - 1)) + " or " + words.get(words.size() - 1);
    }
}
