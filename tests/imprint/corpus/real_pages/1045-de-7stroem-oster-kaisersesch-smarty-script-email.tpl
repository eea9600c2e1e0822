
		<div class="cBox">
			<div class="head">Impressum</div>
			<div class="space disc">
				verantwortlich für 7ström (7stroem.de):<br />
				<div>
					<img src="http://albisigns.de/images/disclogo.png" alt="Albisigns" />
				</div>
				<div>
					<p>Albrecht Oster<br />
					Masburger Straße 1c<br />
					56759 Kaisersesch</p>
					<p>
					<script>
						document.write(unescape('%73%61%75%67%70%77%70%6f%61%67%72%74%40%67%77%77%37%77%73%61%74%72%61%6f%77%67%77%65%67%6d%2e%77%61%61%64%67%65%61').replace(/a|w|g/g, ""));
					</script>
					</p>
				</div>
			</div>
		</div>
		<div class="cBox tos">
			<div class="head">Nutzungshinweise</div>
			<div class="space">
				Alle auf 7stroem.de genannten Geldbeträge stellen nur Spielgeld dar. Sie haben daher keinen Wert und können auch nicht ausbezahlt werden!
			</div>
		</div>
