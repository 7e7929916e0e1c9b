package org.kaylescourseware.misere.quotient;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A presentation of a finite commutative monoid: generators a, b, c, … and relations such as
 * {@code a² = 1} or {@code b³ = b}. The relations are the minimal words that are not normal
 * forms, each set equal to its normal form (the first word, by length then by letters, that
 * reaches the same element); rewriting with them brings every word to its normal form, so they
 * present the monoid.
 *
 * @param generators the names of the generators, in order
 * @param relations the relations, written with superscript exponents
 * @param normalForms the normal form of each element, by element number ("1" for the identity)
 */
public record Presentation(List<String> generators, List<String> relations, List<String> normalForms) {

    public Presentation {
        generators = List.copyOf(generators);
        relations = List.copyOf(relations);
        normalForms = List.copyOf(normalForms);
    }

    /** The presentation of the monoid {@code table} (identity 0) on the given generator elements. */
    static Presentation of(int[][] table, int[] generatorElements) {
        int k = generatorElements.length;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            names.add(name(i));
        }
        int[][] normal = new int[table.length][];
        Set<List<Integer>> normalWords = new HashSet<>();
        Set<List<Integer>> related = new HashSet<>();
        List<Integer> order = new ArrayList<>();
        normal[0] = new int[k];
        normalWords.add(asList(normal[0]));
        order.add(0);
        List<String> relations = new ArrayList<>();
        for (int at = 0; at < order.size(); at++) {
            int element = order.get(at);
            for (int g = 0; g < k; g++) {
                int[] word = normal[element].clone();
                word[g]++;
                int target = table[element][generatorElements[g]];
                if (normal[target] == null) {
                    normal[target] = word;
                    normalWords.add(asList(word));
                    order.add(target);
                } else if (!normalWords.contains(asList(word)) && everyDivisorIsNormal(word, normalWords)
                        && related.add(asList(word))) {
                    relations.add(write(word, names) + " = " + write(normal[target], names));
                }
            }
        }
        List<String> forms = new ArrayList<>();
        for (int[] word : normal) {
            forms.add(word == null ? "?" : write(word, names));
        }
        return new Presentation(names, relations, forms);
    }

    private static boolean everyDivisorIsNormal(int[] word, Set<List<Integer>> normalWords) {
        for (int g = 0; g < word.length; g++) {
            if (word[g] > 0) {
                int[] divisor = word.clone();
                divisor[g]--;
                if (!normalWords.contains(asList(divisor))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static List<Integer> asList(int[] word) {
        return Arrays.stream(word).boxed().toList();
    }

    /** Generator names a, b, …, z, then g26, g27, …. */
    static String name(int i) {
        return i < 26 ? String.valueOf((char) ('a' + i)) : "g" + i;
    }

    /** A word such as a²bc³; the empty word is 1. */
    static String write(int[] word, List<String> names) {
        StringBuilder sb = new StringBuilder();
        for (int g = 0; g < word.length; g++) {
            if (word[g] > 0) {
                sb.append(names.get(g));
                if (word[g] > 1) {
                    sb.append(superscript(word[g]));
                }
            }
        }
        return sb.length() == 0 ? "1" : sb.toString();
    }

    private static String superscript(int n) {
        String digits = "⁰¹²³⁴⁵⁶⁷⁸⁹";
        StringBuilder sb = new StringBuilder();
        for (char c : Integer.toString(n).toCharArray()) {
            sb.append(digits.charAt(c - '0'));
        }
        return sb.toString();
    }

    @Override
    public String toString() {
        return "⟨" + String.join(", ", generators) + " | " + String.join(", ", relations) + "⟩";
    }
}
