package org.kaylescourseware.site.lessons;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.jsoup.nodes.Element;
import org.kaylescourseware.game.Position;

/**
 * The misère Kayles lesson's independent routes, written here from the rules and sharing no code
 * with the solver: a memoized misère search and Grundy values of rows of pins (one pin or two
 * adjacent pins knocked down), and what the tests read off the page.
 */
final class MisereKaylesByHand {

    private static final Map<List<Integer>, Boolean> MISERE_P = new HashMap<>();
    private static final Map<Integer, Integer> GRUNDY = new HashMap<>();


    private MisereKaylesByHand() {
    }

    /** The positions one Kayles move leaves: a row n becomes rows a and b with a + b = n − 1 or n − 2. */
    static List<List<Integer>> options(List<Integer> rows) {
        List<List<Integer>> options = new ArrayList<>();
        for (int i = 0; i < rows.size(); i++) {
            int n = rows.get(i);
            for (int take = 1; take <= Math.min(2, n); take++) {
                for (int a = 0; a <= n - take; a++) {
                    List<Integer> next = new ArrayList<>(rows);
                    next.remove(i);
                    next.add(a);
                    next.add(n - take - a);
                    options.add(canonical(next));
                }
            }
        }
        return options;
    }

    static List<Integer> canonical(List<Integer> rows) {
        List<Integer> sorted = new ArrayList<>(rows.stream().filter(r -> r > 0).toList());
        sorted.sort((x, y) -> y - x);
        return List.copyOf(sorted);
    }

    /** Misère play: the player who cannot move wins, so the empty position is N. */
    static boolean misereP(List<Integer> rows) {
        List<Integer> key = canonical(rows);
        Boolean known = MISERE_P.get(key);
        if (known != null) {
            return known;
        }
        boolean p = !key.isEmpty() && options(key).stream().noneMatch(MisereKaylesByHand::misereP);
        MISERE_P.put(key, p);
        return p;
    }

    static String misere(String position) {
        return misereP(Position.parse(position).heaps()) ? "P" : "N";
    }

    static int grundy(int n) {
        if (n == 0) {
            return 0;
        }
        Integer known = GRUNDY.get(n);
        if (known != null) {
            return known;
        }
        Set<Integer> reached = new HashSet<>();
        for (int take = 1; take <= Math.min(2, n); take++) {
            for (int a = 0; a <= n - take; a++) {
                reached.add(grundy(a) ^ grundy(n - take - a));
            }
        }
        int mex = 0;
        while (reached.contains(mex)) {
            mex++;
        }
        GRUNDY.put(n, mex);
        return mex;
    }

    static boolean normalP(List<Integer> rows) {
        return rows.stream().mapToInt(MisereKaylesByHand::grundy).reduce(0, (x, y) -> x ^ y) == 0;
    }

    /** Every position of total size exactly {@code size}, rows of at most {@code largest}. */
    static List<List<Integer>> partitions(int size, int largest) {
        List<List<Integer>> all = new ArrayList<>();
        if (size == 0) {
            all.add(List.of());
            return all;
        }
        for (int first = Math.min(size, largest); first >= 1; first--) {
            for (List<Integer> rest : partitions(size - first, first)) {
                List<Integer> p = new ArrayList<>();
                p.add(first);
                p.addAll(rest);
                all.add(p);
            }
        }
        return all;
    }

    static String text(List<Integer> rows) {
        return rows.isEmpty() ? "0" : String.join("+", rows.stream().map(String::valueOf).toList());
    }

    /** The TeX of each math element inside {@code element}, as the page's KaTeX step receives it. */
    static List<String> math(Element element) {
        return element.select(".math-inline").eachText();
    }

    /**
     * The positions listed in a cell, as {@link #text} writes them: the page writes each in rows, K1 + K1 (a subscript
     * read as text), the empty position in words (referee 4, F4.2: a 0 beside the counts read as one), and ends each but
     * the last with a comma.
     */
    static List<String> positions(Element cell) {
        return cell.select(".pos").eachText().stream().map(t -> t.replaceAll(",$", ""))
                .map(t -> t.equals("the empty position") ? "0" : t.replaceAll("K(\\d+)", "$1").replace(" + ", "+")).toList();
    }
}
