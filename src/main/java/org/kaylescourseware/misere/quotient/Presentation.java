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
 * @param relations the relations, each a word set equal to its normal form
 * @param normalForms the normal form of each element, by element number (the empty word for the identity)
 */
public record Presentation(List<String> generators, List<Relation> relations, List<Word> normalForms) {

    /** A relation {@code word = normalForm}, such as {@code b³ = b}. */
    public record Relation(Word word, Word normalForm) {
    }

    public Presentation {
        generators = List.copyOf(generators);
        relations = List.copyOf(relations);
        normalForms = List.copyOf(normalForms);
    }

    /** The presentation of the monoid {@code table} (identity 0) on the given generator elements. */
    static Presentation of(FiniteMonoid table, int[] generatorElements) {
        int k = generatorElements.length;
        List<String> names = new ArrayList<>();
        for (int i = 0; i < k; i++) {
            names.add(name(i));
        }
        int[][] normal = new int[table.size()][];
        Set<List<Integer>> normalWords = new HashSet<>();
        Set<List<Integer>> related = new HashSet<>();
        List<Integer> order = new ArrayList<>();
        normal[0] = new int[k];
        normalWords.add(asList(normal[0]));
        order.add(0);
        List<Relation> relations = new ArrayList<>();
        for (int at = 0; at < order.size(); at++) {
            int element = order.get(at);
            for (int g = 0; g < k; g++) {
                int[] word = normal[element].clone();
                word[g]++;
                int target = table.product(element, generatorElements[g]);
                if (normal[target] == null) {
                    normal[target] = word;
                    normalWords.add(asList(word));
                    order.add(target);
                } else if (!normalWords.contains(asList(word)) && everyDivisorIsNormal(word, normalWords)
                        && related.add(asList(word))) {
                    relations.add(new Relation(new Word(asList(word)), new Word(asList(normal[target]))));
                }
            }
        }
        List<Word> forms = new ArrayList<>();
        for (int e = 0; e < normal.length; e++) {
            if (normal[e] == null) {
                throw new IllegalStateException("element " + e + " is not a product of the generators");
            }
            forms.add(new Word(asList(normal[e])));
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

    /** A word as text, such as {@code a²bc³}. */
    public String text(Word word) {
        return word.text(generators);
    }

    /** A relation as text, such as {@code b³ = b}. */
    public String text(Relation relation) {
        return text(relation.word()) + " = " + text(relation.normalForm());
    }

    /** A relation in plain text, such as {@code b^3 = b}. */
    public String plainText(Relation relation) {
        return relation.word().plainText(generators) + " = " + relation.normalForm().plainText(generators);
    }

    @Override
    public String toString() {
        return "⟨" + String.join(", ", generators) + " | " + String.join(", ", relations.stream().map(this::text).toList()) + "⟩";
    }
}
